import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** A multipart/form-data body of `fields` and `files` (name, declared type, bytes), as a browser sends it. */
export function multipart(files: { name: string; type: string; bytes: Buffer }[], fields: Record<string, string> = {}) {
  const boundary = `----kurye${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A tiny but real PDF, PNG and JPEG (their first bytes are what the server reads). */
export const PDF = (text = 'Kurye belgesi') => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/** A Windows executable's first bytes (MZ header). */
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

/** Uploads one file to `url`; answers the response. */
export function upload(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  file: { name: string; type: string; bytes: Buffer },
  fields: Record<string, string> = {},
) {
  const body = multipart([file], fields);
  return app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
}
