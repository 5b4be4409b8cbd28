import type { Readable } from 'node:stream';
import type { FastifyMultipartBaseOptions, Multipart } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import type { FileRules } from '@freelane/shared/contracts';
import { badRequest, HttpError } from '../errors';
import { megabytes } from './file-size';
import { givenUpSignal } from './request-given-up';

/**
 * A message's body as a command reads it (a command never sees the request, commands/command-context.ts):
 * JSON, or multipart — text fields, then files — whose parts the command opens only once it has
 * checked who may write, so a refused sender's files are never read.
 */
export type MessageBody =
  | { multipart: false; json: unknown }
  | {
      multipart: true;
      /** What the request says its size is (Content-Length). */
      declaredBytes: number;
      open: (options: FastifyMultipartBaseOptions) => AsyncIterable<Multipart>;
      /** Aborts when the request is given up before its answer (lib/request-given-up.ts). */
      givenUp: AbortSignal;
    };

export function messageBody(request: FastifyRequest, reply: FastifyReply): MessageBody {
  if (!request.isMultipart()) return { multipart: false, json: request.body };
  return {
    multipart: true,
    declaredBytes: Number(request.headers['content-length'] ?? 0),
    // parts() honours throwFileSizeLimit at run time; its type only lists busboy's own options.
    open: (options) => request.parts(options as Parameters<FastifyRequest['parts']>[0]),
    givenUp: givenUpSignal(request, reply),
  };
}

/** The body is JSON or multipart, so it is validated with the contract here rather than by the route schema. */
export function parseMessageFields<T>(schema: ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value ?? {});
  if (!result.success)
    throw badRequest(result.error.issues[0]?.message ?? 'The message is invalid.', 'INVALID_MESSAGE');
  return result.data;
}

export interface MessageParts<Fields, Staged> {
  /** The text fields read; others are ignored. */
  textFields: readonly string[];
  /** Said when a text field comes after a file. */
  fieldsFirst: string;
  /** The files' field, number and size (the upload's rules, shared with the browser). */
  rules: FileRules;
  /** Validates the text fields: once, before the first file is stored, or after the last part. */
  parseFields: (raw: Record<string, string>) => Fields;
  /** With the fields, before any file is stored: false reads the files to nowhere (a retried send). */
  takeFiles?: (fields: Fields) => Promise<boolean>;
  /** Stores one file as it streams. */
  stage: (file: Readable, fileName: string | undefined) => Promise<Staged>;
}

/**
 * Reads a multipart message: its text fields first, then its files, each stored as it streams and
 * added to `staged` (so that the caller can discard them if anything fails, here or after).
 */
export async function readMessageParts<Fields, Staged>(
  body: Extract<MessageBody, { multipart: true }>,
  staged: Staged[],
  spec: MessageParts<Fields, Staged>,
): Promise<Fields> {
  const { rules } = spec;
  // Room for the multipart envelope around the largest allowed set of files.
  if (body.declaredBytes > rules.maxCount * (rules.maxBytes + 64 * 1024)) {
    throw new HttpError(
      413,
      'FILE_TOO_LARGE',
      `Attach at most ${rules.maxCount} files of up to ${megabytes(rules.maxBytes)} each.`,
    );
  }
  const raw: Record<string, string> = {};
  let fields: Fields | undefined;
  let takeFiles = true;
  const parts = body.open({
    // One byte over the limit: the inspector reports "too large" with our message.
    limits: { files: rules.maxCount, fileSize: rules.maxBytes + 1, fields: 4, fieldSize: 32 * 1024 },
    throwFileSizeLimit: false,
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (fields) throw badRequest(spec.fieldsFirst, 'FIELDS_AFTER_FILES');
        if (part.valueTruncated) throw new HttpError(413, 'FIELD_TOO_LARGE', 'The message is too long.');
        if (spec.textFields.includes(part.fieldname)) raw[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== rules.field) {
        part.file.resume();
        throw badRequest(`Send the files in the "${rules.field}" field.`, 'UNKNOWN_FIELD');
      }
      if (!fields) {
        fields = spec.parseFields(raw);
        takeFiles = (await spec.takeFiles?.(fields)) ?? true;
      }
      if (!takeFiles) {
        part.file.resume();
        continue;
      }
      staged.push(await spec.stage(part.file, part.filename));
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT')
      throw new HttpError(413, 'TOO_MANY_FILES', rules.tooMany);
    throw error;
  }
  return fields ?? spec.parseFields(raw);
}
