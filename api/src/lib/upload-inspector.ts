import { Transform, type TransformCallback } from 'node:stream';
import { HttpError } from '../errors';
import { detectType, SIGNATURE_LENGTH, type DetectedType } from './file-signatures';

export interface InspectOptions {
  allowed: readonly DetectedType[];
  maxBytes: number;
  wrongTypeMessage: string;
  tooLargeMessage: string;
}

/**
 * A pass-through that refuses a stream whose first bytes are not an allowed type (415) or that
 * grows past `maxBytes` (413), before the bytes reach storage. `type` and `size` are known at the end.
 */
export class UploadInspector extends Transform {
  type: DetectedType | null = null;
  size = 0;
  private head: Buffer[] = [];
  private headLength = 0;

  constructor(private readonly options: InspectOptions) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.options.maxBytes) {
      callback(new HttpError(413, 'FILE_TOO_LARGE', this.options.tooLargeMessage));
      return;
    }
    if (this.type) {
      callback(null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < SIGNATURE_LENGTH) {
      callback();
      return;
    }
    this.decide(callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.type) {
      callback();
      return;
    }
    this.decide(callback);
  }

  private decide(callback: TransformCallback) {
    const head = Buffer.concat(this.head);
    const type = detectType(head);
    if (!type || !this.options.allowed.includes(type)) {
      callback(new HttpError(415, 'UNSUPPORTED_FILE_TYPE', this.options.wrongTypeMessage));
      return;
    }
    this.type = type;
    this.head = [];
    callback(null, head);
  }
}
