import { lazy, Suspense } from 'react';
import { theme } from 'antd';

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

/** Loaded with the first form that needs it: the editor stays out of every other page. */
const Editor = lazy(() => import('./rich-text-editor-impl'));

/**
 * A rich-text field for the forms (announcements, help guides, course steps): a toolbar for bold, italic, underline,
 * strike, headings, lists, quote and links, writing the HTML the server's sanitiser keeps. A form control: `value`
 * and `onChange` as antd's Form.Item passes them.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { token } = theme.useToken();
  const rows = props.rows ?? 8;
  return (
    <Suspense
      fallback={
        <div
          aria-busy="true"
          style={{ minHeight: rows * 22 + 58, border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadius, background: token.colorBgContainer }}
        />
      }
    >
      <Editor {...props} rows={rows} />
    </Suspense>
  );
}
