import type { DocumentMimeType } from '@kurye/contracts/documents';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/**
 * The file's type from its first bytes (never its name or the type the browser declared): PDF, PNG, JPEG or WebP;
 * null for anything else (an executable, an archive, a script, an HTML page named .pdf).
 */
export function detectFileType(bytes: Uint8Array): DocumentMimeType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'; // RIFF....WEBP
  return null;
}

export const EXTENSION_OF: Record<DocumentMimeType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
export const LABEL_OF = { 'application/pdf': 'PDF', 'image/png': 'PNG', 'image/jpeg': 'JPG', 'image/webp': 'WEBP' } as const satisfies Record<
  DocumentMimeType,
  string
>;

/**
 * A file name safe to store and to send back in a header: no folders, no control or reserved characters, no leading
 * dots, at most 120 characters, and the extension of the detected type (a PNG called `ehliyet.pdf` becomes
 * `ehliyet.png`). Turkish letters stay.
 */
export function sanitizeFileName(name: string | undefined, type: DocumentMimeType): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const stem = base
    .normalize('NFC')
    .replace(/\.[^.]*$/, '')
    .replace(/[\p{Cc}\p{Cf}<>:"|?*%;]+/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s-]+/, '')
    .trim()
    .slice(0, 120);
  return `${stem || 'belge'}.${EXTENSION_OF[type]}`;
}

/** `Content-Disposition` with the name in ASCII and in full (RFC 6266 / 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string) {
  const ascii = name
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return `${kind}; filename="${ascii || 'belge'}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
