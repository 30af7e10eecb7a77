const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Rich text as HTML: text with tags is taken as it is; plain text (written before the editor, or sent by an API
 * client) becomes paragraphs, a blank line starting a new one and a single line break kept. The server sanitises the
 * result; the editor shows it.
 */
export function richTextHtml(input: string): string {
  const text = input.trim();
  if (!text || /<[a-z][\s\S]*>/i.test(text)) return text;
  return text
    .split(/\n{2,}/)
    .map((para) => `<p>${escapeHtml(para).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
