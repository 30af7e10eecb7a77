import { useEffect, useState, type ReactNode } from 'react';
import { Button, Input, Popover, Space, theme, Tooltip } from 'antd';
import {
  BoldOutlined,
  FileImageOutlined,
  FontSizeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { useTranslation } from 'react-i18next';
import { LINE_HEIGHT, type RichTextEditorProps } from './rich-text-editor-props';
import { richTextHtml } from '@kurye/contracts/rich-text';

/** The HTML of the document, '' when it holds no text (so "required" rules see an empty field). */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/** An address as typed ("ornek.com") made one the sanitiser keeps; null for anything else (javascript:, data:…). */
function linkTarget(typed: string): string | null {
  const text = typed.trim();
  if (!text) return null;
  if (/^(https?:|mailto:|tel:)/i.test(text)) return text;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return null;
  return `https://${text}`;
}

/** The editable area's attributes: a labelled multi-line text box, marked invalid with its field. */
const attributesOf = ({ id, label, status, rows }: { id?: string; label: string; status?: 'error'; rows: number }) => ({
  id: id ?? '',
  role: 'textbox',
  'aria-multiline': 'true',
  'aria-label': label,
  ...(status === 'error' ? { 'aria-invalid': 'true' } : {}),
  class: 'rich-text-content',
  style: `min-height: ${rows * LINE_HEIGHT}px`,
});

export default function RichTextEditorImpl({ value = '', onChange, 'aria-label': label, images, rows = 8, status, id }: RichTextEditorProps) {
  const { token } = theme.useToken();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        code: false,
        codeBlock: false,
        horizontalRule: false,
        heading: { levels: [3, 4] },
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['mailto', 'tel'] },
      }),
      ...(images ? [Image.configure({ inline: false })] : []),
    ],
    content: richTextHtml(value),
    editorProps: { attributes: attributesOf({ id, label, status, rows }) },
    onUpdate: ({ editor: e }) => onChange?.(htmlOf(e)),
  });

  // A value set from outside (the form loading a record, a reset) replaces the text; the editor's own echo does not.
  useEffect(() => {
    if (editor && value !== htmlOf(editor)) editor.commands.setContent(richTextHtml(value), { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: attributesOf({ id, label, status, rows }) } });
  }, [editor, id, label, status, rows]);

  const borderColor = status === 'error' ? token.colorError : token.colorBorder;
  return (
    <div
      className="rich-text"
      style={{ border: `1px solid ${borderColor}`, borderRadius: token.borderRadius, background: token.colorBgContainer, overflow: 'hidden' }}
    >
      {editor && <Toolbar editor={editor} images={!!images} />}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, images }: { editor: Editor; images: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      heading: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => command(editor.chain().focus()).run();

  return (
    <div
      role="toolbar"
      aria-label={t('richText.toolbar')}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        padding: 4,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        background: token.colorFillQuaternary,
      }}
    >
      <Tool label={t('richText.bold')} keys="Ctrl+B" icon={<BoldOutlined />} pressed={state.bold} onClick={() => run((c) => c.toggleBold())} />
      <Tool label={t('richText.italic')} keys="Ctrl+I" icon={<ItalicOutlined />} pressed={state.italic} onClick={() => run((c) => c.toggleItalic())} />
      <Tool
        label={t('richText.underline')}
        keys="Ctrl+U"
        icon={<UnderlineOutlined />}
        pressed={state.underline}
        onClick={() => run((c) => c.toggleUnderline())}
      />
      <Tool
        label={t('richText.strike')}
        keys="Ctrl+Shift+S"
        icon={<StrikethroughOutlined />}
        pressed={state.strike}
        onClick={() => run((c) => c.toggleStrike())}
      />
      <Tool label={t('richText.heading')} icon={<FontSizeOutlined />} pressed={state.heading} onClick={() => run((c) => c.toggleHeading({ level: 3 }))} />
      <Tool
        label={t('richText.bulletList')}
        keys="Ctrl+Shift+8"
        icon={<UnorderedListOutlined />}
        pressed={state.bulletList}
        onClick={() => run((c) => c.toggleBulletList())}
      />
      <Tool
        label={t('richText.orderedList')}
        keys="Ctrl+Shift+7"
        icon={<OrderedListOutlined />}
        pressed={state.orderedList}
        onClick={() => run((c) => c.toggleOrderedList())}
      />
      <LinkTool editor={editor} active={state.link} />
      {images && <ImageTool editor={editor} />}
      <Tool label={t('richText.undo')} keys="Ctrl+Z" icon={<UndoOutlined />} disabled={!state.canUndo} onClick={() => run((c) => c.undo())} />
      <Tool label={t('richText.redo')} keys="Ctrl+Y" icon={<RedoOutlined />} disabled={!state.canRedo} onClick={() => run((c) => c.redo())} />
    </div>
  );
}

function Tool({
  label,
  keys,
  icon,
  pressed,
  disabled,
  onClick,
}: {
  label: string;
  keys?: string;
  icon: ReactNode;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={keys ? `${label} (${keys})` : label}>
      <Button
        type={pressed ? 'primary' : 'text'}
        ghost={pressed}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={pressed === undefined ? undefined : pressed}
        disabled={disabled}
        // The editor keeps its selection: a mouse press on the toolbar does not take the focus away first.
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

/**
 * A toolbar button opening a small box for an address (a link's, a picture's), with an optional second field; an
 * address `onApply` refuses (returns false) is said so and kept for correcting.
 */
function AddressTool({
  label,
  icon,
  active,
  title,
  addressLabel,
  wrongText,
  applyText,
  initialAddress,
  second,
  onApply,
  remove,
}: {
  label: string;
  icon: ReactNode;
  active?: boolean;
  title: string;
  addressLabel: string;
  wrongText: string;
  applyText: string;
  initialAddress: () => string;
  /** A second field (a picture's description). */
  second?: string;
  onApply: (address: string, second: string) => boolean;
  remove?: { text: string; onRemove: () => void };
}) {
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState('');
  const [secondText, setSecondText] = useState('');
  const [wrong, setWrong] = useState(false);

  const show = (next: boolean) => {
    if (next) {
      setAddress(initialAddress());
      setSecondText('');
      setWrong(false);
    }
    setOpen(next);
  };
  const apply = () => {
    if (!onApply(address.trim(), secondText.trim())) return setWrong(true);
    setOpen(false);
  };

  return (
    <Popover
      open={open}
      onOpenChange={show}
      trigger="click"
      title={title}
      content={
        <Space direction="vertical" style={{ width: 280 }}>
          <Input
            autoFocus
            value={address}
            status={wrong ? 'error' : undefined}
            placeholder="https://"
            aria-label={addressLabel}
            onChange={(e) => {
              setAddress(e.target.value);
              setWrong(false);
            }}
            onPressEnter={apply}
          />
          {second !== undefined && (
            <Input value={secondText} placeholder={second} aria-label={second} onChange={(e) => setSecondText(e.target.value)} onPressEnter={apply} />
          )}
          {wrong && (
            <span role="alert" style={{ color: 'var(--ant-color-error)' }}>
              {wrongText}
            </span>
          )}
          <Space>
            <Button type="primary" size="small" onClick={apply}>
              {applyText}
            </Button>
            {remove && (
              <Button
                size="small"
                onClick={() => {
                  remove.onRemove();
                  setOpen(false);
                }}
              >
                {remove.text}
              </Button>
            )}
          </Space>
        </Space>
      }
    >
      <Tooltip title={label}>
        <Button type={active ? 'primary' : 'text'} ghost={active} size="small" icon={icon} aria-label={label} aria-pressed={active} />
      </Tooltip>
    </Popover>
  );
}

/** A link on the selected text (or, with none chosen, the address itself as the link's text). */
function LinkTool({ editor, active }: { editor: Editor; active: boolean }) {
  const { t } = useTranslation();
  return (
    <AddressTool
      label={t('richText.link')}
      icon={<LinkOutlined />}
      active={active}
      title={t('richText.linkTitle')}
      addressLabel={t('richText.linkAddress')}
      wrongText={t('richText.linkWrong')}
      applyText={t('richText.linkApply')}
      initialAddress={() => (editor.getAttributes('link').href as string | undefined) ?? ''}
      onApply={(typed) => {
        const href = linkTarget(typed);
        if (!href) return false;
        const chain = editor.chain().focus().extendMarkRange('link');
        if (editor.state.selection.empty && !active) chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
        else chain.setLink({ href }).run();
        return true;
      }}
      remove={active ? { text: t('richText.linkRemove'), onRemove: () => editor.chain().focus().extendMarkRange('link').unsetLink().run() } : undefined}
    />
  );
}

/** A picture by its https address (course steps): the document store's links or any https image. */
function ImageTool({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  return (
    <AddressTool
      label={t('richText.image')}
      icon={<FileImageOutlined />}
      title={t('richText.imageTitle')}
      addressLabel={t('richText.imageAddress')}
      wrongText={t('richText.imageWrong')}
      applyText={t('richText.imageApply')}
      initialAddress={() => ''}
      second={t('richText.imageAlt')}
      onApply={(src, alt) => {
        if (!/^https:\/\/[^\s/]/i.test(src)) return false;
        editor.chain().focus().setImage({ src, alt }).run();
        return true;
      }}
    />
  );
}
