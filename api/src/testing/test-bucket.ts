import { randomBytes } from 'node:crypto';
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  ListObjectsV2Command,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { ObjectStorageSettings } from '../config';
import { createS3Client } from '../storage/s3-client';

/** The S3-compatible server the API test runner started (moto on loopback), if any. */
export const testS3Endpoint = process.env.TEST_S3_ENDPOINT;
export const NO_S3 = 'TEST_S3_ENDPOINT not set (moto is not installed)';

export interface TestBucket {
  settings: ObjectStorageSettings;
  client: S3Client;
  /** What a server process needs in its environment to use this bucket. */
  env: Record<string, string>;
  /** Every object key in the bucket (under `prefix`). */
  keys(prefix?: string): Promise<string[]>;
  remove(): Promise<void>;
}

/** A fresh, empty bucket on the test server (or on another one the test started: `endpoint`). */
export async function createTestBucket(endpoint = testS3Endpoint): Promise<TestBucket> {
  if (!endpoint) throw new Error(NO_S3);
  const settings: ObjectStorageSettings = {
    bucket: `freelane-test-${randomBytes(6).toString('hex')}`,
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    forcePathStyle: true,
  };
  const client = createS3Client(settings);
  await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  const keys = async (prefix?: string) => {
    const found: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      found.push(...(page.Contents ?? []).map((object) => object.Key!));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  };
  return {
    settings,
    client,
    env: {
      S3_BUCKET: settings.bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test',
      S3_FORCE_PATH_STYLE: '1',
    },
    keys,
    async remove() {
      for (const key of await keys()) await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key }));
      await client.send(new DeleteBucketCommand({ Bucket: settings.bucket })).catch(() => undefined);
      client.destroy();
    },
  };
}
