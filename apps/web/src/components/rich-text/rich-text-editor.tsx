import { lazy, Suspense } from 'react';
import { theme } from 'antd';
import { LINE_HEIGHT, type RichTextEditorProps } from './rich-text-editor-props';

/** The toolbar's height with the borders: the placeholder shown while the editor loads is as tall as the editor. */
const TOOLBAR_HEIGHT = 58;

/** Loaded with the first form that needs it: the editor stays out of every other page. */
const Editor = lazy(() => import('./rich-text-editor-impl'));

/**
 * A rich-text field for the forms (announcements, help guides, course steps): a toolbar for bold, italic, underline,
 * strike, subheadings, lists and links (and pictures in course steps), writing the HTML the server's sanitiser keeps.
 * A form control: `value` and `onChange` as antd's Form.Item passes them.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { token } = theme.useToken();
  const rows = props.rows ?? 8;
  return (
    <Suspense
      fallback={
        <div
          aria-busy="true"
          style={{
            minHeight: rows * LINE_HEIGHT + TOOLBAR_HEIGHT,
            border: `1px solid ${token.colorBorder}`,
            borderRadius: token.borderRadius,
            background: token.colorBgContainer,
          }}
        />
      }
    >
      <Editor {...props} rows={rows} />
    </Suspense>
  );
}
