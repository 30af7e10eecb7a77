import { useState } from 'react';
import { Button, Checkbox, Descriptions, Drawer, Input, Popconfirm, Skeleton, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Task } from '@kurye/contracts/tasks';
import { LoadError } from '../../../components/load-error';
import { PRIORITY_COLORS, TaskFormDialog } from '../../../components/task-form-dialog';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useDeleteTask, useTask, useTaskTags, useUpdateTask } from '../../../lib/follow-ups';
import { useAreaPrefix } from '../../../lib/use-area-prefix';
import { useMinWidth } from '../../../lib/use-min-width';

/** Where the record a task is about is shown (requests and others have no page of their own here). */
export function linkPathOf(prefix: string, link: Task['link']) {
  if (link?.kind === 'store') return `${prefix}/store/details/${link.id}`;
  if (link?.kind === 'carrier') return `${prefix}/carrier/details/${link.id}`;
  if (link?.kind === 'emergency') return `${prefix}/emergency`;
  return null;
}

/** One task opened from the list, the board or a notification (…/apps/tasks/:id): its details, subtasks, edit, delete. */
export function TaskDrawer({ id, canWrite, onClose }: { id: string | undefined; canWrite: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const wide = useMinWidth('sm');
  const task = useTask(id);
  return (
    <Drawer open={Boolean(id)} onClose={onClose} size={wide ? 520 : '100%'} title={task.data?.title ?? t('followUps.task.drawerTitle')} destroyOnHidden>
      {task.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : task.isError ? (
        <LoadError error={task.error} onRetry={() => void task.refetch()} />
      ) : (
        <TaskDetails task={task.data} canWrite={canWrite} onDeleted={onClose} />
      )}
    </Drawer>
  );
}

function TaskDetails({ task, canWrite, onDeleted }: { task: Task; canWrite: boolean; onDeleted: () => void }) {
  const { t } = useTranslation();
  const prefix = useAreaPrefix();
  const tags = useTaskTags();
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const [editing, setEditing] = useState(false);
  const [line, setLine] = useState('');
  const tagTitle = new Map((tags.data ?? []).map((g) => [g.id, g.title]));
  const linkPath = linkPathOf(prefix, task.link);
  const setSubTasks = (subTasks: Task['subTasks']) => update.mutate({ id: task.id, task: { subTasks } });
  const addLine = () => {
    if (!line.trim()) return;
    setSubTasks([...task.subTasks, { id: crypto.randomUUID(), title: line.trim(), completed: false }]);
    setLine('');
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {canWrite && task.type === 'task' && (
        <Space wrap>
          <Checkbox checked={task.completed} onChange={(e) => update.mutate({ id: task.id, task: { completed: e.target.checked } })}>
            {t('followUps.task.completed')}
          </Checkbox>
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
            {t('followUps.edit')}
          </Button>
          <Popconfirm
            title={t('followUps.task.deleteConfirm')}
            okText={t('followUps.delete')}
            cancelText={t('followUps.cancel')}
            onConfirm={() => remove.mutate(task.id, { onSuccess: onDeleted })}
          >
            <Button danger icon={<DeleteOutlined />}>
              {t('followUps.delete')}
            </Button>
          </Popconfirm>
        </Space>
      )}
      {task.notes && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{task.notes}</Typography.Paragraph>}
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('followUps.task.priority')}>
          <Tag color={PRIORITY_COLORS[task.priority]}>{t(`followUps.priority.${task.priority}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('followUps.task.assignee')}>{task.assigneeName ?? t('followUps.task.nobody')}</Descriptions.Item>
        <Descriptions.Item label={t('followUps.task.dueDate')}>{task.dueDate ? formatDate(task.dueDate) : '—'}</Descriptions.Item>
        <Descriptions.Item label={t('followUps.task.zone')}>{task.zoneName}</Descriptions.Item>
        {task.link && (
          <Descriptions.Item label={t(`followUps.link.${task.link.kind}`)}>
            {linkPath ? <Link to={linkPath}>{task.link.label}</Link> : task.link.label}
          </Descriptions.Item>
        )}
        {task.source && <Descriptions.Item label={t('followUps.task.source')}>{t(`followUps.source.${task.source}`)}</Descriptions.Item>}
        {task.tags.length > 0 && (
          <Descriptions.Item label={t('followUps.task.tags')}>
            {task.tags.map((g) => (tagTitle.has(g) ? <Tag key={g}>{tagTitle.get(g)}</Tag> : null))}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('followUps.task.createdAt')}>{formatDateTime(task.createdAt)}</Descriptions.Item>
      </Descriptions>
      {task.type === 'task' && (
        <section aria-labelledby="subtasks-title">
          <Typography.Title level={2} id="subtasks-title" style={{ fontSize: 15 }}>
            {t('followUps.task.subTasks')}
          </Typography.Title>
          {task.subTasks.length === 0 && <Typography.Paragraph type="secondary">{t('followUps.task.noSubTasks')}</Typography.Paragraph>}
          <Space orientation="vertical" size={4}>
            {task.subTasks.map((s) => (
              <Checkbox
                key={s.id}
                checked={s.completed}
                disabled={!canWrite}
                onChange={(e) => setSubTasks(task.subTasks.map((x) => (x.id === s.id ? { ...x, completed: e.target.checked } : x)))}
              >
                {s.title}
              </Checkbox>
            ))}
          </Space>
          {canWrite && (
            <Space.Compact style={{ width: '100%', marginTop: 8 }}>
              <Input
                value={line}
                maxLength={200}
                aria-label={t('followUps.task.addSubTask')}
                placeholder={t('followUps.task.addSubTask')}
                onChange={(e) => setLine(e.target.value)}
                onPressEnter={addLine}
              />
              <Button onClick={addLine} disabled={!line.trim()}>
                {t('followUps.notes.addLineButton')}
              </Button>
            </Space.Compact>
          )}
        </section>
      )}
      {canWrite && <TaskFormDialog open={editing} onClose={() => setEditing(false)} task={task} />}
    </Space>
  );
}
