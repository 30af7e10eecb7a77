/** The editing area's line height (px): `rows` lines tall, as a textarea. */
export const LINE_HEIGHT = 22;

export interface RichTextEditorProps {
  /** Sanitised HTML (the server sanitises again); '' when empty. Plain text becomes paragraphs. */
  value?: string;
  onChange?: (html: string) => void;
  /** The field's name for screen readers (the form label is not tied to an editable region by itself). */
  'aria-label': string;
  /** Keeps pictures (`<img src="https://…">`): course steps. */
  images?: boolean;
  /** The editing area's least height in lines, as a textarea's `rows`. */
  rows?: number;
  status?: 'error';
  id?: string;
}
