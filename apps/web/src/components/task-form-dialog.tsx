import { App, DatePicker, Form, Input, Modal, Segmented, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { Task, TaskLinkKind, TaskPriority } from '@kurye/contracts/tasks';
import { useAssignees, useBoards, useCreateTask, useTaskTags, useUpdateTask } from '../lib/follow-ups';
import { useErrorText } from '../lib/use-error-text';
import { foldedSelectSearch } from '../lib/folded-search';

interface TaskFormValues {
  title: string;
  notes?: string;
  zoneId?: string;
  priority: TaskPriority;
  dueDate?: Dayjs | null;
  assignedTo?: string | null;
  tags?: string[];
}

export const PRIORITY_COLORS: Record<TaskPriority, string> = { 0: 'default', 1: 'blue', 2: 'red' };

/**
 * A new follow-up (about a record when `link` is given: it takes that record's zone) or a change to one (`task`).
 * Title, notes, zone, priority, due date, assignee and tags; the assignee list is of the chosen zone.
 */
export function TaskFormDialog({
  open,
  onClose,
  link,
  zoneId: fixedZone,
  task,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  link?: { kind: TaskLinkKind; id: string };
  /** The zone when it is known already (a record's page). */
  zoneId?: string;
  task?: Task;
  onSaved?: (task: Task) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [form] = Form.useForm<TaskFormValues>();
  const boards = useBoards();
  const chosenZone = Form.useWatch('zoneId', form) ?? task?.zoneId ?? fixedZone;
  const assignees = useAssignees(chosenZone);
  const tags = useTaskTags();
  const create = useCreateTask();
  const update = useUpdateTask();
  const saving = create.isPending || update.isPending;
  const error = create.error ?? update.error;
  const needsZone = !task && !fixedZone;

  const onFinish = (v: TaskFormValues) => {
    const fields = {
      title: v.title,
      notes: v.notes?.trim() ? v.notes : null,
      priority: v.priority,
      dueDate: v.dueDate ? v.dueDate.endOf('day').toISOString() : null,
      assignedTo: v.assignedTo ?? null,
      tags: v.tags ?? [],
    };
    const done = (saved: Task) => {
      void message.success(t(task ? 'followUps.task.saved' : 'followUps.task.created'));
      onSaved?.(saved);
      onClose();
    };
    if (task) update.mutate({ id: task.id, task: fields }, { onSuccess: done });
    else create.mutate({ type: 'task', task: { ...fields, ...(link ? { link } : {}), zoneId: v.zoneId ?? fixedZone } }, { onSuccess: done });
  };

  return (
    <Modal
      open={open}
      title={t(task ? 'followUps.task.editTitle' : 'followUps.task.newTitle')}
      okText={t('followUps.save')}
      cancelText={t('followUps.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      afterOpenChange={(o) => {
        if (!o) {
          create.reset();
          update.reset();
        }
      }}
    >
      {error && (
        <Typography.Paragraph type="danger" role="alert">
          {errorText(error)}
        </Typography.Paragraph>
      )}
      <Form<TaskFormValues>
        form={form}
        name="task-form"
        noValidate
        layout="vertical"
        preserve={false}
        initialValues={{
          title: task?.title ?? '',
          notes: task?.notes ?? '',
          priority: task?.priority ?? 1,
          dueDate: task?.dueDate ? dayjs(task.dueDate) : null,
          assignedTo: task?.assignedTo ?? null,
          tags: task?.tags ?? [],
          zoneId: needsZone && boards.data?.length === 1 ? boards.data[0].zoneId : undefined,
        }}
        onFinish={onFinish}
      >
        <Form.Item name="title" label={t('followUps.task.title')} rules={[{ required: true, whitespace: true }, { max: 200 }]}>
          <Input autoFocus maxLength={200} />
        </Form.Item>
        <Form.Item name="notes" label={t('followUps.task.notes')}>
          <Input.TextArea rows={3} maxLength={5000} />
        </Form.Item>
        {needsZone && (
          <Form.Item name="zoneId" label={t('followUps.task.zone')} rules={[{ required: true }]}>
            <Select
              loading={boards.isPending}
              placeholder={t('followUps.task.zonePlaceholder')}
              options={(boards.data ?? []).map((b) => ({ value: b.zoneId, label: b.zoneName }))}
              onChange={() => form.setFieldValue('assignedTo', null)}
            />
          </Form.Item>
        )}
        <Form.Item name="priority" label={t('followUps.task.priority')}>
          <Segmented<TaskPriority>
            options={[
              { value: 0, label: t('followUps.priority.0') },
              { value: 1, label: t('followUps.priority.1') },
              { value: 2, label: t('followUps.priority.2') },
            ]}
          />
        </Form.Item>
        <Form.Item name="dueDate" label={t('followUps.task.dueDate')}>
          <DatePicker format="DD.MM.YYYY" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="assignedTo" label={t('followUps.task.assignee')}>
          <Select
            allowClear
            showSearch={foldedSelectSearch()}
            disabled={!chosenZone}
            loading={assignees.isFetching}
            placeholder={t('followUps.task.assigneePlaceholder')}
            options={(assignees.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
          />
        </Form.Item>
        <Form.Item name="tags" label={t('followUps.task.tags')}>
          <Select mode="multiple" allowClear loading={tags.isPending} options={(tags.data ?? []).map((g) => ({ value: g.id, label: g.title }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
