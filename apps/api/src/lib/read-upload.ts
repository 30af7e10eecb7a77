import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { DOCUMENT_MAX_BYTES } from '@kurye/contracts/documents';
import { AppError } from './errors';

/**
 * Accepts multipart uploads (one file, limited while it streams in) on the routes of the route plugin that calls it,
 * and only there: the upload plugin hooks every request of its scope (a listener and two promises each), which the
 * courier's position pings and every other call have no use for.
 */
export async function acceptUploads(app: FastifyInstance) {
  await app.register(fastifyMultipart, { limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 4, parts: 5 } });
}

/** The one file of a multipart upload and its text fields. */
export interface Upload {
  file: { filename: string; bytes: Buffer; truncated: boolean };
  fields: Record<string, string>;
}

/**
 * Reads a multipart upload of one file (at most `maxBytes`) and its text fields, mapping the plugin's limits to our
 * errors: no file → `file_missing`, too large → `file_too_large` (413, the limit in MB), more files or parts than
 * allowed → `too_many_files`.
 */
export async function readUpload(req: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!req.isMultipart()) throw new AppError(400, 'file_missing');
  let file: Upload['file'] | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of req.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'file') {
        if (file) throw new AppError(400, 'too_many_files');
        const bytes = await part.toBuffer();
        file = { filename: part.filename, bytes, truncated: part.file.truncated };
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'file_too_large', { limit: maxBytes / 1024 / 1024 });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new AppError(400, 'too_many_files');
    throw err;
  }
  if (!file) throw new AppError(400, 'file_missing');
  return { file, fields };
}
