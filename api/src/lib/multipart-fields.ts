import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors';

/**
 * preValidation hook for routes that accept multipart text fields (no files): collects the fields
 * into `request.body` so the zod schema validates them like JSON.
 */
export async function multipartFieldsToBody(request: FastifyRequest) {
  if (!request.isMultipart()) return;
  const fields: Record<string, string> = {};
  for await (const part of request.parts({ limits: { files: 0, fields: 20, fieldSize: 16 * 1024 } })) {
    if (part.type === 'file') throw badRequest('This form does not accept files.');
    fields[part.fieldname] = String(part.value);
  }
  request.body = fields;
}
