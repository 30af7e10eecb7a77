import { useState } from 'react';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/use-error-text';
import { ZoneSelect } from './zone-select';

/**
 * Approve: a confirmation that says what happens (account created, set-password mail). An application without a
 * zone needs one chosen here (the server answers `zone_required` otherwise).
 */
export function ApproveDialog({
  open,
  name,
  needsZone,
  pending,
  error,
  onCancel,
  onApprove,
}: {
  open: boolean;
  name: string;
  needsZone: boolean;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  onApprove: (zoneId?: string) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [form] = Form.useForm<{ zoneId?: string }>();
  const zoneRequired = needsZone || (error instanceof ApiError && error.code === 'zone_required');
  return (
    <Modal
      open={open}
      title={t('directory.applications.approveTitle', { name })}
      okText={t('directory.applications.approve')}
      cancelText={t('directory.cancel')}
      confirmLoading={pending}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
      afterOpenChange={(o) => !o && form.resetFields()}
    >
      <Typography.Paragraph>{t('directory.applications.approveText')}</Typography.Paragraph>
      {error ? <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={errorText(error)} /> : null}
      <Form noValidate form={form} layout="vertical" onFinish={(v) => onApprove(v.zoneId)}>
        {zoneRequired && (
          <Form.Item name="zoneId" label={t('directory.zone')} extra={t('directory.applications.chooseZone')} rules={[{ required: true }]}>
            <ZoneSelect placeholder={t('directory.applications.zonePlaceholder')} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

/** Reject: the reason is required (3–500 characters) and is mailed to the applicant. */
export function RejectDialog({
  open,
  name,
  pending,
  error,
  onCancel,
  onReject,
}: {
  open: boolean;
  name: string;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  onReject: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [form] = Form.useForm<{ reason: string }>();
  const [touched, setTouched] = useState(false);
  return (
    <Modal
      open={open}
      title={t('directory.applications.rejectTitle', { name })}
      okText={t('directory.applications.reject')}
      okButtonProps={{ danger: true }}
      cancelText={t('directory.cancel')}
      confirmLoading={pending}
      onCancel={onCancel}
      onOk={() => {
        setTouched(true);
        form.submit();
      }}
      destroyOnHidden
      afterOpenChange={(o) => {
        if (!o) {
          form.resetFields();
          setTouched(false);
        }
      }}
    >
      {error && touched ? <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={errorText(error)} /> : null}
      <Form noValidate form={form} layout="vertical" onFinish={(v) => onReject(v.reason.trim())}>
        <Form.Item
          name="reason"
          label={t('directory.applications.rejectReason')}
          extra={t('directory.applications.rejectHint')}
          rules={[
            { required: true, whitespace: true },
            { min: 3, message: t('validation.minLength', { count: 3 }) },
            { max: 500, message: t('validation.maxLength', { count: 500 }) },
          ]}
        >
          <Input.TextArea rows={4} maxLength={500} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
