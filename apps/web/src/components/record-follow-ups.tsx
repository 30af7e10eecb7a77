import { useState } from 'react';
import { App, Button, Card, Checkbox, Empty, Flex, Form, Input, List, Popconfirm, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, InboxOutlined, PlusOutlined, RollbackOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Note, NoteLinkKind } from '@kurye/contracts/notes';
import type { Task } from '@kurye/contracts/tasks';
import { formatDate } from '../lib/format';
import { useAddNoteTask, useCreateNote, useDeleteNote, useNoteLabels, useNoteList, useTaskList, useUpdateNote, useUpdateTask } from '../lib/follow-ups';
import { hasClaim } from '../lib/authorization';
import { useSession } from '../lib/session';
import { useAreaPrefix } from '../lib/use-area-prefix';
import { useErrorText } from '../lib/use-error-text';
import { LoadError } from './load-error';
import { PRIORITY_COLORS, TaskFormDialog } from './task-form-dialog';

/** The follow-ups and notes of one store, courier or request, on its page (each part only with its claim). */
export function RecordFollowUps({ kind, id, zoneId }: { kind: NoteLinkKind; id: string; zoneId: string }) {
  const { user } = useSession();
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {hasClaim(user, 'tasks.read') && <RecordTasks kind={kind} id={id} zoneId={zoneId} canWrite={hasClaim(user, 'tasks.write')} />}
      {hasClaim(user, 'notes.read') && <RecordNotes kind={kind} id={id} canWrite={hasClaim(user, 'notes.write')} />}
    </Space>
  );
}

function RecordTasks({ kind, id, zoneId, canWrite }: { kind: NoteLinkKind; id: string; zoneId: string; canWrite: boolean }) {
  const { t } = useTranslation();
  const prefix = useAreaPrefix();
  const tasks = useTaskList({ kind, id });
  const update = useUpdateTask();
  const [adding, setAdding] = useState(false);
  return (
    <Card
      title={<h2 style={{ fontSize: 16, margin: 0, fontWeight: 600 }}>{t('followUps.record.tasks')}</h2>}
      extra={
        canWrite && (
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('followUps.record.addTask')}
          </Button>
        )
      }
    >
      {tasks.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : tasks.isError ? (
        <LoadError error={tasks.error} onRetry={() => void tasks.refetch()} />
      ) : tasks.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('followUps.record.noTasks')} />
      ) : (
        <List<Task>
          size="small"
          dataSource={tasks.data}
          renderItem={(task) => (
            <List.Item>
              <Flex gap={8} align="center" wrap style={{ width: '100%' }}>
                <Checkbox
                  checked={task.completed}
                  disabled={!canWrite}
                  aria-label={t('followUps.task.completeLabel', { title: task.title })}
                  onChange={(e) => update.mutate({ id: task.id, task: { completed: e.target.checked } })}
                />
                <Link to={`${prefix}/apps/tasks/${task.id}`} style={{ textDecoration: task.completed ? 'line-through' : undefined, flex: 1, minWidth: 120 }}>
                  {task.title}
                </Link>
                <Tag color={PRIORITY_COLORS[task.priority]}>{t(`followUps.priority.${task.priority}`)}</Tag>
                {task.assigneeName && <Typography.Text type="secondary">{task.assigneeName}</Typography.Text>}
                {task.dueDate && <Typography.Text type="secondary">{formatDate(task.dueDate)}</Typography.Text>}
              </Flex>
            </List.Item>
          )}
        />
      )}
      {canWrite && <TaskFormDialog open={adding} onClose={() => setAdding(false)} link={{ kind, id }} zoneId={zoneId} />}
    </Card>
  );
}

interface NoteValues {
  title?: string;
  content?: string;
  labels?: string[];
}

function RecordNotes({ kind, id, canWrite }: { kind: NoteLinkKind; id: string; canWrite: boolean }) {
  const { t } = useTranslation();
  const notes = useNoteList({ kind, id });
  const labels = useNoteLabels();
  const create = useCreateNote();
  const errorText = useErrorText();
  const [form] = Form.useForm<NoteValues>();
  const [showArchived, setShowArchived] = useState(false);
  const visible = (notes.data ?? []).filter((n) => n.archived === showArchived);
  const archivedCount = (notes.data ?? []).filter((n) => n.archived).length;

  return (
    <Card
      title={<h2 style={{ fontSize: 16, margin: 0, fontWeight: 600 }}>{t('followUps.record.notes')}</h2>}
      extra={
        <Button type="link" onClick={() => setShowArchived((v) => !v)}>
          {showArchived ? t('followUps.notes.showActive') : t('followUps.notes.showArchived', { count: archivedCount })}
        </Button>
      }
    >
      {canWrite && !showArchived && (
        <Form<NoteValues>
          form={form}
          name={`note-form-${kind}`}
          layout="vertical"
          noValidate
          onFinish={(v) =>
            create.mutate(
              { note: { title: v.title ?? '', content: v.content ?? '', labels: v.labels ?? [], link: { kind, id } } },
              { onSuccess: () => form.resetFields() },
            )
          }
          style={{ marginBottom: 16 }}
        >
          <Form.Item name="title" label={t('followUps.notes.title')} style={{ marginBottom: 8 }}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item
            name="content"
            label={t('followUps.notes.content')}
            style={{ marginBottom: 8 }}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, value?: string) =>
                  value?.trim() || String(getFieldValue('title') ?? '').trim() ? Promise.resolve() : Promise.reject(new Error(t('followUps.notes.emptyNote'))),
              }),
            ]}
          >
            <Input.TextArea rows={2} maxLength={10000} />
          </Form.Item>
          <Flex gap={8} wrap align="end">
            <Form.Item name="labels" label={t('followUps.notes.labels')} style={{ marginBottom: 0, flex: 1, minWidth: 160 }}>
              <Select mode="multiple" allowClear options={(labels.data ?? []).map((l) => ({ value: l.id, label: l.title }))} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={create.isPending}>
              {t('followUps.notes.add')}
            </Button>
          </Flex>
          {create.error && (
            <Typography.Paragraph type="danger" role="alert" style={{ marginTop: 8 }}>
              {errorText(create.error)}
            </Typography.Paragraph>
          )}
        </Form>
      )}
      {notes.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : notes.isError ? (
        <LoadError error={notes.error} onRetry={() => void notes.refetch()} />
      ) : visible.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(showArchived ? 'followUps.notes.noArchived' : 'followUps.notes.none')} />
      ) : (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          {visible.map((n) => (
            <NoteCard key={n.id} note={n} canWrite={canWrite} />
          ))}
        </Space>
      )}
    </Card>
  );
}

/** One note: its text, checklist (ticked in place, a line added), labels, archive and delete. */
export function NoteCard({ note, canWrite, showLink = false }: { note: Note; canWrite: boolean; showLink?: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const prefix = useAreaPrefix();
  const update = useUpdateNote();
  const addTask = useAddNoteTask();
  const remove = useDeleteNote();
  const [line, setLine] = useState('');
  const linkPath =
    note.link.kind === 'store' ? `${prefix}/store/details/${note.link.id}` : note.link.kind === 'carrier' ? `${prefix}/carrier/details/${note.link.id}` : null;
  return (
    <Card size="small" type="inner" title={note.title || t('followUps.notes.untitled')} data-testid="note-card">
      {showLink && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          {t(`followUps.link.${note.link.kind}`)}: {linkPath ? <Link to={linkPath}>{note.link.label}</Link> : note.link.label}
        </Typography.Paragraph>
      )}
      {note.content && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{note.content}</Typography.Paragraph>}
      {note.tasks.length > 0 && (
        <Space orientation="vertical" size={4} style={{ marginBottom: 8 }}>
          {note.tasks.map((item) => (
            <Checkbox
              key={item.id}
              checked={item.completed}
              disabled={!canWrite}
              onChange={(e) => update.mutate({ id: note.id, tasks: note.tasks.map((x) => (x.id === item.id ? { ...x, completed: e.target.checked } : x)) })}
            >
              <span style={{ textDecoration: item.completed ? 'line-through' : undefined }}>{item.content}</span>
            </Checkbox>
          ))}
        </Space>
      )}
      {canWrite && !note.archived && (
        <Space.Compact style={{ width: '100%', marginBottom: 8 }}>
          <Input
            size="small"
            value={line}
            maxLength={300}
            aria-label={t('followUps.notes.addLine')}
            placeholder={t('followUps.notes.addLine')}
            onChange={(e) => setLine(e.target.value)}
            onPressEnter={() => line.trim() && addTask.mutate({ noteId: note.id, task: line.trim() }, { onSuccess: () => setLine('') })}
          />
          <Button
            size="small"
            disabled={!line.trim()}
            loading={addTask.isPending}
            onClick={() => addTask.mutate({ noteId: note.id, task: line.trim() }, { onSuccess: () => setLine('') })}
          >
            {t('followUps.notes.addLineButton')}
          </Button>
        </Space.Compact>
      )}
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space size={4} wrap>
          {note.labels.map((l) => (
            <Tag key={l.id}>{l.title}</Tag>
          ))}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {note.createdBy ? `${note.createdBy} · ` : ''}
            {formatDate(note.updatedAt)}
          </Typography.Text>
        </Space>
        {canWrite && (
          <Space size={4}>
            <Button
              size="small"
              icon={note.archived ? <RollbackOutlined /> : <InboxOutlined />}
              onClick={() =>
                update.mutate(
                  { id: note.id, archived: !note.archived },
                  { onSuccess: () => void message.success(t(note.archived ? 'followUps.notes.restored' : 'followUps.notes.archivedDone')) },
                )
              }
            >
              {note.archived ? t('followUps.notes.restore') : t('followUps.notes.archive')}
            </Button>
            <Popconfirm
              title={t('followUps.notes.deleteConfirm')}
              okText={t('followUps.delete')}
              cancelText={t('followUps.cancel')}
              onConfirm={() => remove.mutate(note.id)}
            >
              <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('followUps.delete')} />
            </Popconfirm>
          </Space>
        )}
      </Flex>
    </Card>
  );
}
