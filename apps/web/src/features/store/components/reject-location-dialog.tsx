import { useEffect } from 'react';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRejectPacketLocation } from '../api/reject-packet-location';
import { useErrorText } from '../../../lib/use-error-text';
import { storeErrorTexts } from '../lib/store-error-texts';

export interface RejectLocationTarget {
  packetId: string;
  /** The packet as the store knows it (`packetLabel`). */
  label: string;
}

/**
 * "Yanlış konum", asked before it is sent: which packet, and what is wrong in a few words (optional) for the operator
 * who reviews it.
 */
export function RejectLocationDialog({
  target,
  onClose,
  onRejected,
}: {
  target: RejectLocationTarget | null;
  onClose(): void;
  onRejected?(packetId: string): void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ note: string }>();
  const reject = useRejectPacketLocation();
  const errorText = useErrorText(storeErrorTexts);

  useEffect(() => {
    if (target) form.setFieldsValue({ note: '' });
  }, [target, form]);

  const send = async () => {
    if (!target) return;
    try {
      await reject.mutateAsync({ packetId: target.packetId, note: form.getFieldValue('note') as string | undefined });
      void message.success(t('store.location.rejected'));
      onRejected?.(target.packetId);
      onClose();
    } catch (err) {
      void message.error(errorText(err));
    }
  };

  return (
    <Modal
      open={!!target}
      title={t('store.rejectLocation.title')}
      okText={t('store.rejectLocation.send')}
      okButtonProps={{ danger: true }}
      cancelText={t('store.rejectLocation.cancel')}
      onOk={() => void send()}
      onCancel={onClose}
      confirmLoading={reject.isPending}
      destroyOnHidden
      data-testid="reject-location-dialog"
    >
      <Typography.Paragraph>{t('store.rejectLocation.question', { packet: target?.label ?? '' })}</Typography.Paragraph>
      <Form form={form} name="reject-location" layout="vertical" onFinish={() => void send()}>
        <Form.Item name="note" label={t('store.rejectLocation.note')} extra={t('store.rejectLocation.noteHelp')}>
          <Input.TextArea rows={3} maxLength={500} showCount placeholder={t('store.rejectLocation.placeholder')} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
