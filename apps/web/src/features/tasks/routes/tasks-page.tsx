import { useEffect, useState, type DragEvent } from 'react';
import { App, Button, Checkbox, Empty, Flex, Form, Input, Modal, Segmented, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined, PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Task } from '@kurye/contracts/tasks';
import { PageFrame } from '../../../components/page-frame';
import { LoadError } from '../../../components/load-error';
import { PRIORITY_COLORS, TaskFormDialog } from '../../../components/task-form-dialog';
import { formatDate } from '../../../lib/format';
import { useBoards, useCreateTask, useTaskList, useTaskTags, useUpdateTask } from '../../../lib/follow-ups';
import { hasClaim } from '../../../lib/authorization';
import { useSession } from '../../../lib/session';
import { useAreaPrefix } from '../../../lib/use-area-prefix';
import { useErrorText } from '../../../lib/use-error-text';
import { useReorderTasks, useTaskSearch } from '../api/order';
import { TaskDrawer } from '../components/task-drawer';
import { moveItem } from '../lib/reorder';

type Show = 'open' | 'all' | 'done';

/** …/apps/tasks — the follow-ups of the user's zones in their order (drag, or the arrow buttons), search, new task; …/apps/tasks/:id opens one. */
export function TasksPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const prefix = useAreaPrefix();
  const { user } = useSession();
  const canWrite = hasClaim(user, 'tasks.write');
  const tasks = useTaskList();
  const tags = useTaskTags();
  const reorder = useReorderTasks();
  const update = useUpdateTask();
  const [show, setShow] = useState<Show>('open');
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [adding, setAdding] = useState(false);
  const [addingSection, setAddingSection] = useState(false);
  const [dragged, setDragged] = useState<string | null>(null);
  const search = useTaskSearch(query);
  const tagTitle = new Map((tags.data ?? []).map((g) => [g.id, g.title]));

  // The search waits for a pause in typing (300 ms), as the specification's search does.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);

  const all = tasks.data ?? [];
  const shown = all.filter((x) => x.type === 'section' || show === 'all' || (show === 'done' ? x.completed : !x.completed));
  const searching = query.length >= 2;

  const moveTo = (taskId: string, to: number) => {
    const ids = all.map((x) => x.id);
    const from = ids.indexOf(taskId);
    if (from < 0 || to < 0 || to >= ids.length || from === to) return;
    reorder.mutate(moveItem(ids, from, to));
  };
  /** One step up or down among the tasks shown (hidden ones keep their places). */
  const step = (taskId: string, by: -1 | 1) => {
    const i = shown.findIndex((x) => x.id === taskId);
    const neighbour = shown[i + by];
    if (neighbour)
      moveTo(
        taskId,
        all.findIndex((x) => x.id === neighbour.id),
      );
  };
  const onDrop = (e: DragEvent, targetId: string) => {
    e.preventDefault();
    if (dragged && dragged !== targetId)
      moveTo(
        dragged,
        all.findIndex((x) => x.id === targetId),
      );
    setDragged(null);
  };

  return (
    <PageFrame
      page="tasks"
      extra={
        canWrite && (
          <>
            <Button onClick={() => setAddingSection(true)}>{t('followUps.tasks.newSection')}</Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              {t('followUps.tasks.new')}
            </Button>
          </>
        )
      }
    >
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t('followUps.tasks.searchPlaceholder')}
          aria-label={t('followUps.tasks.searchPlaceholder')}
          style={{ maxWidth: 360 }}
        />
        {!searching && (
          <Segmented<Show>
            value={show}
            onChange={setShow}
            options={[
              { value: 'open', label: t('followUps.tasks.showOpen') },
              { value: 'done', label: t('followUps.tasks.showDone') },
              { value: 'all', label: t('followUps.tasks.showAll') },
            ]}
          />
        )}
      </Flex>
      {searching ? (
        <SearchResults loading={search.isPending} error={search.error} results={search.data ?? []} onRetry={() => void search.refetch()} />
      ) : tasks.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : tasks.isError ? (
        <LoadError error={tasks.error} onRetry={() => void tasks.refetch()} />
      ) : shown.length === 0 ? (
        <Empty description={t(all.length ? 'followUps.tasks.noneShown' : 'followUps.tasks.none')} />
      ) : (
        <ol className="task-list" aria-label={t('pages.tasks')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {shown.map((task, i) => (
            <li
              key={task.id}
              data-testid="task-row"
              draggable={canWrite}
              onDragStart={(e) => {
                setDragged(task.id);
                e.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(e) => dragged && e.preventDefault()}
              onDrop={(e) => onDrop(e, task.id)}
              onDragEnd={() => setDragged(null)}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 8,
                flexWrap: 'wrap',
                padding: task.type === 'section' ? '12px 4px 4px' : '8px 4px',
                borderBottom: '1px solid rgba(128,128,128,0.2)',
                opacity: dragged === task.id ? 0.5 : 1,
              }}
            >
              {canWrite && <HolderOutlined aria-hidden style={{ cursor: 'grab', color: 'rgba(128,128,128,0.8)' }} />}
              {task.type === 'section' ? (
                <Typography.Title level={2} style={{ fontSize: 15, margin: 0, flex: 1 }}>
                  {task.title} <Typography.Text type="secondary">· {task.zoneName}</Typography.Text>
                </Typography.Title>
              ) : (
                <>
                  <Checkbox
                    checked={task.completed}
                    disabled={!canWrite}
                    aria-label={t('followUps.task.completeLabel', { title: task.title })}
                    onChange={(e) => update.mutate({ id: task.id, task: { completed: e.target.checked } })}
                  />
                  <Link to={`${prefix}/apps/tasks/${task.id}`} style={{ flex: 1, minWidth: 160, textDecoration: task.completed ? 'line-through' : undefined }}>
                    {task.title}
                  </Link>
                  <TaskMeta task={task} tagTitle={tagTitle} />
                </>
              )}
              {canWrite && (
                <Space.Compact size="small">
                  <Button
                    size="small"
                    icon={<ArrowUpOutlined />}
                    disabled={i === 0}
                    aria-label={t('followUps.tasks.moveUp', { title: task.title })}
                    onClick={() => step(task.id, -1)}
                  />
                  <Button
                    size="small"
                    icon={<ArrowDownOutlined />}
                    disabled={i === shown.length - 1}
                    aria-label={t('followUps.tasks.moveDown', { title: task.title })}
                    onClick={() => step(task.id, 1)}
                  />
                </Space.Compact>
              )}
            </li>
          ))}
        </ol>
      )}
      {canWrite && <TaskFormDialog open={adding} onClose={() => setAdding(false)} onSaved={(x) => void navigate(`${prefix}/apps/tasks/${x.id}`)} />}
      {canWrite && <SectionDialog open={addingSection} onClose={() => setAddingSection(false)} />}
      <TaskDrawer id={id} canWrite={canWrite} onClose={() => void navigate(`${prefix}/apps/tasks`)} />
    </PageFrame>
  );
}

/** Priority, tags, assignee, due date, the record it is about and the zone. */
function TaskMeta({ task, tagTitle }: { task: Task; tagTitle: Map<string, string> }) {
  const { t } = useTranslation();
  const overdue = task.dueDate && !task.completed && new Date(task.dueDate).getTime() < Date.now();
  return (
    <Space size={4} wrap>
      <Tag color={PRIORITY_COLORS[task.priority]}>{t(`followUps.priority.${task.priority}`)}</Tag>
      {task.source && <Tag color="purple">{t(`followUps.source.${task.source}`)}</Tag>}
      {task.tags.map((g) => (tagTitle.has(g) ? <Tag key={g}>{tagTitle.get(g)}</Tag> : null))}
      {task.link && (
        <Typography.Text type="secondary">
          {t(`followUps.link.${task.link.kind}`)}: {task.link.label}
        </Typography.Text>
      )}
      {task.assigneeName && <Typography.Text type="secondary">· {task.assigneeName}</Typography.Text>}
      {task.dueDate && (
        <Typography.Text type={overdue ? 'danger' : 'secondary'}>
          · {overdue ? t('followUps.task.overdue', { date: formatDate(task.dueDate) }) : formatDate(task.dueDate)}
        </Typography.Text>
      )}
      <Typography.Text type="secondary">· {task.zoneName}</Typography.Text>
    </Space>
  );
}

function SearchResults({ loading, error, results, onRetry }: { loading: boolean; error: unknown; results: Task[]; onRetry: () => void }) {
  const { t } = useTranslation();
  const prefix = useAreaPrefix();
  if (loading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (error) return <LoadError error={error} onRetry={onRetry} />;
  if (!results.length) return <Empty description={t('followUps.tasks.noMatch')} />;
  return (
    <ul aria-label={t('followUps.tasks.results')} style={{ listStyle: 'none', padding: 0 }}>
      {results.map((task) => (
        <li key={task.id} style={{ padding: '8px 0', borderBottom: '1px solid rgba(128,128,128,0.2)' }}>
          {/* The server escaped the title and put <mark> around the matches. */}
          <Link to={`${prefix}/apps/tasks/${task.id}`} dangerouslySetInnerHTML={{ __html: task.title }} />
          {task.notes && (
            <Typography.Paragraph type="secondary" ellipsis style={{ margin: 0 }}>
              {task.notes}
            </Typography.Paragraph>
          )}
        </li>
      ))}
    </ul>
  );
}

function SectionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const boards = useBoards();
  const create = useCreateTask();
  const [form] = Form.useForm<{ title: string; zoneId: string }>();
  return (
    <Modal
      open={open}
      title={t('followUps.tasks.newSection')}
      okText={t('followUps.save')}
      cancelText={t('followUps.cancel')}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {create.error && (
        <Typography.Paragraph type="danger" role="alert">
          {errorText(create.error)}
        </Typography.Paragraph>
      )}
      <Form
        form={form}
        name="section-form"
        layout="vertical"
        noValidate
        preserve={false}
        initialValues={{ zoneId: boards.data?.length === 1 ? boards.data[0].zoneId : undefined }}
        onFinish={(v) =>
          create.mutate(
            { type: 'section', task: { title: v.title, zoneId: v.zoneId } },
            {
              onSuccess: () => {
                void message.success(t('followUps.task.created'));
                onClose();
              },
            },
          )
        }
      >
        <Form.Item name="title" label={t('followUps.task.title')} rules={[{ required: true, whitespace: true }]}>
          <Input autoFocus maxLength={200} />
        </Form.Item>
        <Form.Item name="zoneId" label={t('followUps.task.zone')} rules={[{ required: true }]}>
          <Select options={(boards.data ?? []).map((b) => ({ value: b.zoneId, label: b.zoneName }))} loading={boards.isPending} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
