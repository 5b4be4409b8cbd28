import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListMultipartUploadsCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertSafeKey, missingFile, type FileStorage } from './file-storage';
import { isMissingObject } from './s3-client';

/** Uploads live under this prefix of the bucket; released bundles under `releases/`. */
export const UPLOADS_PREFIX = 'uploads/';
/** S3's smallest part: a file up to this size goes in one PUT, a larger one in parts of it. */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * Uploads in an S3-compatible bucket, streamed: a file is never held whole in memory (at most two
 * parts of 5 MB in flight). An object appears under its key only when the upload completes (one PUT,
 * or the multipart upload's completion), so a write that fails or is cut short shows nothing; a
 * failed multipart upload is aborted at once, and one a crash left open is dropped by
 * `dropUnfinishedWrites`.
 */
export function createS3Storage(client: S3Client, bucket: string, prefix = UPLOADS_PREFIX): FileStorage {
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return `${prefix}${key}`;
  };
  return {
    async write(key, source) {
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: objectKey(key), Body: source },
        partSize: PART_BYTES,
        queueSize: 2,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return object.Body as Readable;
      } catch (error) {
        if (isMissingObject(error)) throw missingFile(key);
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async dropUnfinishedWrites(startedBefore, owns) {
      let dropped = 0;
      let keyMarker: string | undefined;
      let uploadIdMarker: string | undefined;
      do {
        const page = await client.send(
          new ListMultipartUploadsCommand({
            Bucket: bucket,
            Prefix: prefix,
            KeyMarker: keyMarker,
            UploadIdMarker: uploadIdMarker,
          }),
        );
        for (const upload of page.Uploads ?? []) {
          if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated >= startedBefore) continue;
          if (owns && !owns(upload.Key.slice(prefix.length))) continue;
          await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: upload.Key, UploadId: upload.UploadId }));
          dropped += 1;
        }
        keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
        uploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
      } while (keyMarker);
      return dropped;
    },
  };
}
