import { useState } from 'react';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import type { InvoiceRequest } from '../api/list-invoice-requests';
import { useRejectInvoiceRequest } from '../api/reject-invoice-request';

/** Rejects a request; the reason is shown to the store. */
export function RejectDialog({ request, onClose }: { request: InvoiceRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const reject = useRejectInvoiceRequest();
  const [form] = Form.useForm<{ reason: string }>();
  const [error, setError] = useState<string>();

  const submit = async ({ reason }: { reason: string }) => {
    if (!request) return;
    setError(undefined);
    try {
      await reject.mutateAsync({ id: request.id, reason: reason.trim() });
      void message.success(t('invoices.reject.done'));
      onClose();
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : t('invoices.reject.error'));
    }
  };

  return (
    <Modal
      open={!!request}
      title={t('invoices.reject.title', { store: request?.storeName })}
      okText={t('invoices.reject.confirm')}
      okButtonProps={{ danger: true, loading: reject.isPending }}
      cancelText={t('invoices.common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form noValidate form={form} layout="vertical" requiredMark onFinish={submit}>
        <Form.Item
          name="reason"
          label={t('invoices.reject.reason')}
          messageVariables={{ label: t('invoices.reject.reasonRequiredLabel') }}
          rules={[
            { required: true, whitespace: true },
            { min: 3, message: t('invoices.reject.reasonShort') },
            { max: 500, message: t('invoices.reject.reasonLong') },
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount aria-required="true" />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon role="alert" title={error} />}
    </Modal>
  );
}
