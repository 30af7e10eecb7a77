import { useMemo, useState, type KeyboardEvent } from 'react';
import { Alert, Button, Empty, Flex, Form, Input, Popconfirm, Popover, Select, Spin, Switch, Tooltip, Typography } from 'antd';
import { ArrowLeftOutlined, CheckOutlined, EditOutlined, PlusOutlined, StarOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  SHORTCUT_DESCRIPTION_MAX,
  SHORTCUT_ICONS,
  SHORTCUT_LABEL_MAX,
  SHORTCUT_LIMIT,
  menuPages,
  type Shortcut,
  type ShortcutInput,
} from '@kurye/contracts/feeds';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
// The header composes features; shortcuts draw the menu's own icons.
import { navIcon } from '../../../components/nav-icons';
import { useAddShortcut, useDeleteShortcut, useShortcuts, useUpdateShortcut } from '../api/shortcuts';
import './shortcuts.css';
import { foldedSelectSearch } from '../../../lib/folded-search';

/** The specification's panel modes (§4): opening sets view; new shortcut sets add; edit sets edit; save or delete sets modify. */
type Mode = 'view' | 'modify' | 'add' | 'edit';

/** The header's shortcuts: the user's own links to pages of their menu. */
export function ShortcutsPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<Mode>('view');
  const [editing, setEditing] = useState<Shortcut | null>(null);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setMode('view');
      setEditing(null);
    }
  };
  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      trigger="click"
      placement="bottom"
      arrow={false}
      destroyOnHidden
      content={
        <ShortcutsBody
          mode={mode}
          editing={editing}
          setMode={setMode}
          edit={(s) => {
            setEditing(s);
            setMode('edit');
          }}
          close={() => setOpen(false)}
        />
      }
    >
      <Tooltip title={t('shortcuts.title')} open={open ? false : undefined}>
        <Button type="text" shape="circle" aria-label={t('shortcuts.open')} aria-haspopup="dialog" aria-expanded={open} data-testid="shortcuts-button">
          <StarOutlined aria-hidden style={{ fontSize: 18 }} />
        </Button>
      </Tooltip>
    </Popover>
  );
}

function ShortcutsBody({
  mode,
  editing,
  setMode,
  edit,
  close,
}: {
  mode: Mode;
  editing: Shortcut | null;
  setMode: (m: Mode) => void;
  edit: (s: Shortcut) => void;
  close: () => void;
}) {
  const { t } = useTranslation();
  const list = useShortcuts(true);
  const shortcuts = list.data ?? [];
  const atLimit = shortcuts.length >= SHORTCUT_LIMIT;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') close();
  };
  const formMode = mode === 'add' || mode === 'edit';
  const heading = mode === 'add' ? t('shortcuts.addTitle') : mode === 'edit' ? t('shortcuts.editTitle') : t('shortcuts.title');

  return (
    <div role="dialog" aria-label={heading} className="shortcuts-panel" data-testid="shortcuts-panel" data-mode={mode} onKeyDown={onKeyDown}>
      <Flex justify="space-between" align="center" gap={8} style={{ marginBottom: 12 }}>
        <Flex align="center" gap={4}>
          {formMode && (
            <Button size="small" type="text" icon={<ArrowLeftOutlined aria-hidden />} aria-label={t('shortcuts.back')} onClick={() => setMode('modify')} />
          )}
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
            {heading}
          </Typography.Title>
        </Flex>
        {mode === 'view' && shortcuts.length > 0 && (
          <Button size="small" icon={<EditOutlined aria-hidden />} onClick={() => setMode('modify')} data-testid="shortcuts-modify">
            {t('shortcuts.modify')}
          </Button>
        )}
        {mode === 'modify' && (
          <Flex gap={4}>
            <Button size="small" icon={<PlusOutlined aria-hidden />} disabled={atLimit} onClick={() => setMode('add')} data-testid="shortcuts-new">
              {t('shortcuts.new')}
            </Button>
            <Button size="small" type="primary" icon={<CheckOutlined aria-hidden />} onClick={() => setMode('view')} data-testid="shortcuts-done">
              {t('shortcuts.done')}
            </Button>
          </Flex>
        )}
      </Flex>
      {formMode ? (
        <ShortcutForm key={editing?.id ?? 'new'} shortcut={mode === 'edit' ? editing : null} taken={shortcuts} done={() => setMode('modify')} />
      ) : list.isPending ? (
        <Spin style={{ display: 'block', margin: '32px auto' }} />
      ) : list.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('shortcuts.loadError')}
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : shortcuts.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              {t('shortcuts.empty')}
              <br />
              {t('shortcuts.emptyHint')}
            </>
          }
        >
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setMode('add')} data-testid="shortcuts-first">
            {t('shortcuts.new')}
          </Button>
        </Empty>
      ) : (
        <>
          {mode === 'modify' && atLimit && (
            <Alert type="info" showIcon title={t('shortcuts.limitReached', { max: SHORTCUT_LIMIT })} style={{ marginBottom: 8 }} />
          )}
          <ul className="shortcuts-grid">
            {shortcuts.map((s) => (
              <li key={s.id}>
                {mode === 'modify' ? (
                  <button
                    type="button"
                    className="shortcut-tile is-editable"
                    onClick={() => edit(s)}
                    aria-label={t('shortcuts.editOne', { label: s.label })}
                    data-testid="shortcut-tile"
                  >
                    <ShortcutFace s={s} />
                    <EditOutlined aria-hidden className="shortcut-edit-mark" />
                  </button>
                ) : s.useRouter ? (
                  <Link to={s.link} className="shortcut-tile" onClick={close} data-testid="shortcut-tile">
                    <ShortcutFace s={s} />
                  </Link>
                ) : (
                  <a href={s.link} className="shortcut-tile" data-testid="shortcut-tile">
                    <ShortcutFace s={s} />
                  </a>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function ShortcutFace({ s }: { s: Shortcut }) {
  return (
    <>
      <span className="shortcut-icon" aria-hidden>
        {navIcon(s.icon)}
      </span>
      <span className="shortcut-label">{s.label}</span>
      {s.description && <span className="shortcut-description">{s.description}</span>}
    </>
  );
}

interface FormValues {
  link?: string;
  label?: string;
  description?: string;
  icon?: string;
  useRouter: boolean;
}

/** Add or edit: label, icon, link and useRouter required; description optional (§5). Links come from the user's menu. */
function ShortcutForm({ shortcut, taken, done }: { shortcut: Shortcut | null; taken: Shortcut[]; done: () => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [form] = Form.useForm<FormValues>();
  const add = useAddShortcut();
  const update = useUpdateShortcut();
  const remove = useDeleteShortcut();
  const pages = useMemo(() => [...menuPages(user?.roles[0], new Set(user?.permissions ?? [])).entries()], [user]);
  const titleOf = (id: string, fallback: string) => t(`nav.${id}`, { defaultValue: fallback });
  const usedLinks = new Set(taken.filter((s) => s.id !== shortcut?.id).map((s) => s.link));
  const error = add.error ?? update.error ?? remove.error;

  const submit = (v: FormValues) => {
    const body: ShortcutInput = {
      link: v.link!,
      label: v.label!.trim(),
      description: v.description?.trim() || undefined,
      icon: v.icon!,
      useRouter: v.useRouter,
    };
    if (shortcut) update.mutate({ id: shortcut.id, shortcut: body }, { onSuccess: done });
    else add.mutate(body, { onSuccess: done });
  };
  // Choosing a page fills the name and icon when they are still empty.
  const onPage = (link: string) => {
    const page = pages.find(([l]) => l === link)?.[1];
    if (!page) return;
    if (!form.getFieldValue('label')) form.setFieldValue('label', titleOf(page.id, page.title));
    if (!form.getFieldValue('icon') && page.icon && SHORTCUT_ICONS.includes(page.icon)) form.setFieldValue('icon', page.icon);
  };

  if (pages.length === 0) return <Alert type="info" showIcon title={t('shortcuts.noPages')} />;
  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      noValidate
      requiredMark
      initialValues={shortcut ? { ...shortcut, description: shortcut.description ?? '' } : { useRouter: true }}
      onFinish={submit}
      data-testid="shortcut-form"
    >
      <Form.Item name="link" label={t('shortcuts.field.link')} rules={[{ required: true }]}>
        <Select
          showSearch={foldedSelectSearch()}
          placeholder={t('shortcuts.field.linkPlaceholder')}
          onChange={onPage}
          data-testid="shortcut-link"
          options={pages.map(([link, p]) => ({ value: link, label: titleOf(p.id, p.title), disabled: usedLinks.has(link) }))}
        />
      </Form.Item>
      <Form.Item
        name="label"
        label={t('shortcuts.field.label')}
        rules={[
          { required: true, whitespace: true },
          { max: SHORTCUT_LABEL_MAX, message: t('shortcuts.rule.labelMax', { max: SHORTCUT_LABEL_MAX }) },
        ]}
      >
        <Input autoComplete="off" data-testid="shortcut-label" />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('shortcuts.field.description')}
        rules={[{ max: SHORTCUT_DESCRIPTION_MAX, message: t('shortcuts.rule.descriptionMax', { max: SHORTCUT_DESCRIPTION_MAX }) }]}
      >
        <Input autoComplete="off" data-testid="shortcut-description" />
      </Form.Item>
      <Form.Item name="icon" label={t('shortcuts.field.icon')} rules={[{ required: true }]}>
        <Select
          placeholder={t('shortcuts.field.iconPlaceholder')}
          data-testid="shortcut-icon"
          showSearch={foldedSelectSearch('title')}
          options={SHORTCUT_ICONS.map((name) => ({
            value: name,
            title: t(`shortcuts.icon.${name}`),
            label: (
              <Flex gap={8} align="center">
                <span aria-hidden>{navIcon(name)}</span>
                {t(`shortcuts.icon.${name}`)}
              </Flex>
            ),
          }))}
        />
      </Form.Item>
      <Form.Item name="useRouter" label={t('shortcuts.field.useRouter')} valuePropName="checked" extra={t('shortcuts.field.useRouterHelp')}>
        <Switch data-testid="shortcut-use-router" />
      </Form.Item>
      {error && (
        <Alert
          type="error"
          showIcon
          title={error instanceof ApiError && error.message ? error.message : t('shortcuts.saveError')}
          style={{ marginBottom: 12 }}
        />
      )}
      <Flex justify="space-between" gap={8}>
        {shortcut ? (
          <Popconfirm
            title={t('shortcuts.deleteConfirm')}
            okText={t('shortcuts.delete')}
            cancelText={t('shortcuts.cancel')}
            onConfirm={() => remove.mutate(shortcut.id, { onSuccess: done })}
          >
            <Button danger loading={remove.isPending} data-testid="shortcut-delete">
              {t('shortcuts.delete')}
            </Button>
          </Popconfirm>
        ) : (
          <Button onClick={done}>{t('shortcuts.cancel')}</Button>
        )}
        <Button type="primary" htmlType="submit" loading={add.isPending || update.isPending} data-testid="shortcut-save">
          {shortcut ? t('shortcuts.update') : t('shortcuts.add')}
        </Button>
      </Flex>
    </Form>
  );
}
