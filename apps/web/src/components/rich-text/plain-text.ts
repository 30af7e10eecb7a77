const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text saved before the editor (no tags) as the paragraphs the server would make of it: a blank line starts one. */
export function asHtml(value: string): string {
  if (!value.trim() || /<[a-z][\s\S]*>/i.test(value)) return value;
  return value
    .trim()
    .split(/\n{2,}/)
    .map((para) => `<p>${escapeHtml(para).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
