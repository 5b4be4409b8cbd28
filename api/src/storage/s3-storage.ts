import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListMultipartUploadsCommand,
  PutObjectCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertSafeKey, missingFile, type FileStorage } from './file-storage';
import { isMissingObject, S3_TIMEOUTS } from './s3-client';

/** Uploads live under this prefix of the bucket; released bundles under `releases/`. */
export const UPLOADS_PREFIX = 'uploads/';
/** S3's smallest part: a file up to this size goes in one PUT, a larger one in parts of it. */
const PART_BYTES = 5 * 1024 * 1024;

/** What a call that outlived its deadline rejects with (read by storage-errors.ts as "unavailable"). */
function storeTimeout(ms: number): Error {
  return Object.assign(new Error(`the store did not answer within ${ms} ms`), { name: 'TimeoutError' });
}

/** Aborts after `ms` unless cleared (a download clears it once the answer's headers are in). */
function deadline(ms: number) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(storeTimeout(ms)), ms);
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

/** Runs one call with a deadline on the whole of it, retries included. */
async function within<T>(ms: number, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const limit = deadline(ms);
  try {
    return await call(limit.signal);
  } catch (error) {
    throw limit.signal.aborted ? limit.signal.reason : error;
  } finally {
    limit.clear();
  }
}

/**
 * The client as lib-storage's Upload sees it: every request it sends carries the upload's abort
 * signal, so giving the upload up (or its deadline) cuts the request in flight instead of letting it
 * land later. Its own clean-up (aborting the multipart upload) gets a deadline of its own.
 */
function sendingWith(client: S3Client, signal: AbortSignal): S3Client {
  const send = (command: unknown, options?: object) => {
    const cleanUp = command instanceof AbortMultipartUploadCommand;
    const carriesPart = command instanceof PutObjectCommand || command instanceof UploadPartCommand;
    return (client.send as (command: unknown, options?: object) => Promise<unknown>)(command, {
      ...options,
      abortSignal: cleanUp ? AbortSignal.timeout(S3_TIMEOUTS.callMs) : signal,
      ...(carriesPart ? { requestTimeout: S3_TIMEOUTS.callMs } : {}),
    });
  };
  return Object.create(client, { send: { value: send } }) as S3Client;
}

/**
 * Uploads in an S3-compatible bucket, streamed: a file is never held whole in memory (at most two
 * parts of 5 MB in flight). An object appears under its key only when the upload completes (one PUT,
 * or the multipart upload's completion), so a write that fails or is cut short shows nothing; a
 * failed multipart upload is aborted at once, and one a crash left open is dropped by
 * `dropUnfinishedWrites`. Every call is bounded (s3-client.ts: S3_TIMEOUTS).
 */
export function createS3Storage(client: S3Client, bucket: string, prefix = UPLOADS_PREFIX): FileStorage {
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return `${prefix}${key}`;
  };
  return {
    async write(key, source, givenUp) {
      const controller = new AbortController();
      const abort = (reason: unknown) => {
        if (!controller.signal.aborted) controller.abort(reason);
      };
      const onGivenUp = () => abort(givenUp?.reason);
      givenUp?.addEventListener('abort', onGivenUp, { once: true });
      if (givenUp?.aborted) onGivenUp();
      // However slowly the client sent the file, the store must take its last bytes within callMs.
      let timer: NodeJS.Timeout | undefined;
      const onEnd = () => {
        timer = setTimeout(() => abort(storeTimeout(S3_TIMEOUTS.callMs)), S3_TIMEOUTS.callMs);
      };
      source.once('end', onEnd);
      const upload = new Upload({
        client: sendingWith(client, controller.signal),
        params: { Bucket: bucket, Key: objectKey(key), Body: source },
        partSize: PART_BYTES,
        queueSize: 2,
        leavePartsOnError: false,
        abortController: controller,
      });
      try {
        await upload.done();
      } catch (error) {
        // lib-storage answers an abort with its own "Upload aborted."; say why it was aborted.
        throw controller.signal.aborted && controller.signal.reason ? controller.signal.reason : error;
      } finally {
        clearTimeout(timer);
        givenUp?.removeEventListener('abort', onGivenUp);
        source.off('end', onEnd);
      }
    },
    async read(key) {
      // The deadline stops at the answer's headers: the body streams to the client at its pace (a
      // store that stalls mid-body trips the idle timeout).
      const limit = deadline(S3_TIMEOUTS.callMs);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }), {
          abortSignal: limit.signal,
        });
        return object.Body as Readable;
      } catch (error) {
        if (isMissingObject(error)) throw missingFile(key);
        throw limit.signal.aborted ? limit.signal.reason : error;
      } finally {
        limit.clear();
      }
    },
    async remove(key) {
      await within(S3_TIMEOUTS.callMs, (abortSignal) =>
        client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }), { abortSignal }),
      );
    },
    async dropUnfinishedWrites(startedBefore, owns) {
      let dropped = 0;
      let keyMarker: string | undefined;
      let uploadIdMarker: string | undefined;
      do {
        const page = await within(S3_TIMEOUTS.callMs, (abortSignal) =>
          client.send(
            new ListMultipartUploadsCommand({
              Bucket: bucket,
              Prefix: prefix,
              KeyMarker: keyMarker,
              UploadIdMarker: uploadIdMarker,
            }),
            { abortSignal },
          ),
        );
        for (const upload of page.Uploads ?? []) {
          if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated >= startedBefore) continue;
          if (owns && !owns(upload.Key.slice(prefix.length))) continue;
          await within(S3_TIMEOUTS.callMs, (abortSignal) =>
            client.send(
              new AbortMultipartUploadCommand({ Bucket: bucket, Key: upload.Key, UploadId: upload.UploadId }),
              { abortSignal },
            ),
          );
          dropped += 1;
        }
        keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
        uploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
      } while (keyMarker);
      return dropped;
    },
    async probe(signal) {
      await client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: signal });
    },
  };
}
