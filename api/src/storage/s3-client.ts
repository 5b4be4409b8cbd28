import { S3Client } from '@aws-sdk/client-s3';
import type { ObjectStorageSettings } from '../config';

/**
 * How long the server waits on the bucket (issue 32). A store that is down, unreachable or hung
 * (accepting connections, never answering) must turn into a 503 within 10 s, never a request held
 * until the client gives up:
 * - a connection is made within `connectMs` (unreachable host);
 * - no byte moves either way for `idleMs` during a request: the store hangs. A slow transfer that
 *   moves never trips it, so a large part on a slow link is not cut short;
 * - `requestMs` from sending to the answer's headers (waiting for a free socket included), for the
 *   requests without a body; `callMs` for those that carry a part (up to 5 MB);
 * - `attempts` in all (one retry for a blip, such as a kept-alive connection the store had
 *   closed): a hung store fails a call in 2 × 3 s, leaving room within the 10 s on a busy machine;
 * - `callMs` bounds one call, retries and waiting for a socket included (the uploads and downloads
 *   pass an abort signal), so whatever the SDK does, the route answers within it.
 */
export const S3_TIMEOUTS = {
  connectMs: 3_000,
  idleMs: 3_000,
  requestMs: 3_000,
  attempts: 2,
  callMs: 8_000,
  /** The readiness probe (HeadBucket): readiness answers within 2 s. */
  probeMs: 1_500,
} as const;

/**
 * The release scripts (npm run release / rollback / build) upload whole builds, maybe from a
 * laptop on a slow link: bounded too, but with room for that, and with the SDK's usual retries.
 */
export const RELEASE_TOOL_S3_TIMEOUTS = {
  connectMs: 10_000,
  idleMs: 30_000,
  requestMs: 120_000,
  attempts: 3,
} as const;

interface ClientTimeouts {
  connectMs: number;
  idleMs: number;
  requestMs: number;
  attempts: number;
}

/**
 * One client per process for the bucket (uploads and released bundles). Checksums are sent and
 * checked only where S3 requires them: the SDK's newer default (a CRC32 on every request) is not
 * understood by every S3-compatible store, and TLS already guards the bytes in transit.
 */
export function createS3Client(settings: ObjectStorageSettings, timeouts: ClientTimeouts = S3_TIMEOUTS): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: timeouts.attempts,
    requestHandler: {
      connectionTimeout: timeouts.connectMs,
      requestTimeout: timeouts.requestMs,
      // Without it the SDK only logs a warning when requestTimeout passes.
      throwOnRequestTimeout: true,
      socketTimeout: timeouts.idleMs,
    },
  });
}

/**
 * S3 answers a missing key with NoSuchKey (GET) or a bare 404 (HEAD). A missing bucket is a 404
 * too, but it is a misconfiguration, not a missing file.
 */
export function isMissingObject(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  if (failure?.name === 'NoSuchBucket') return false;
  return failure?.name === 'NoSuchKey' || failure?.name === 'NotFound' || failure?.$metadata?.httpStatusCode === 404;
}
