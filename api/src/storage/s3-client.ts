import { S3Client } from '@aws-sdk/client-s3';
import type { ObjectStorageSettings } from '../config';

/**
 * One client per process for the bucket (uploads and released bundles). Checksums are sent and
 * checked only where S3 requires them: the SDK's newer default (a CRC32 on every request) is not
 * understood by every S3-compatible store, and TLS already guards the bytes in transit.
 */
export function createS3Client(settings: ObjectStorageSettings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that does not answer fails the request in seconds instead of holding it.
    requestHandler: { connectionTimeout: 5_000 },
  });
}

/** S3 answers a missing key with NoSuchKey (GET) or a bare 404 (HEAD). */
export function isMissingObject(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404;
}
