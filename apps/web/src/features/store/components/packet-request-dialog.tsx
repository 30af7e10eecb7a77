import { useEffect } from 'react';
import { App, Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PacketUpdateKind } from '@kurye/contracts/fieldops';
import { ApiError } from '../../../lib/api-client';
import { useCreatePacketUpdateRequest } from '../api/create-packet-update-request';

export interface PacketRequestTarget {
  packetId: string;
  position: number;
  packetStatus: string;
  requestStatus: string;
}

/** Which requests make sense for a packet now. */
export function kindsFor(target: PacketRequestTarget): PacketUpdateKind[] {
  const kinds: PacketUpdateKind[] = [];
  if (target.packetStatus === 'location_set' || target.packetStatus === 'approved') kinds.push('wrong_location');
  if (['location_set', 'approved', 'wrong_location'].includes(target.packetStatus)) kinds.push('fee_objection');
  if (['searching', 'assigned', 'arrived'].includes(target.requestStatus)) kinds.push('cancel');
  return kinds;
}

/** "Talep oluştur": the store asks the operators to fix a packet, with a note. */
export function PacketRequestDialog({ target, onClose }: { target: PacketRequestTarget | null; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ kind: PacketUpdateKind; note: string }>();
  const create = useCreatePacketUpdateRequest();
  const kinds = target ? kindsFor(target) : [];

  useEffect(() => {
    if (target) form.setFieldsValue({ kind: kindsFor(target)[0], note: '' });
  }, [target, form]);

  const submit = async () => {
    const v = await form.validateFields();
    try {
      await create.mutateAsync({ packetId: target!.packetId, kind: v.kind, note: v.note.trim() });
      message.success(t('storePacketRequest.sent'));
      onClose();
    } catch (err) {
      message.error(err instanceof ApiError ? err.message : t('storePacketRequest.error'));
    }
  };

  return (
    <Modal
      open={!!target}
      title={t('storePacketRequest.title', { position: target?.position ?? '' })}
      okText={t('storePacketRequest.send')}
      cancelText={t('storePacketRequest.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={create.isPending}
      destroyOnHidden
      data-testid="packet-request-dialog"
    >
      <Form noValidate form={form} layout="vertical" requiredMark>
        <Form.Item name="kind" label={t('storePacketRequest.kind')} rules={[{ required: true }]}>
          <Radio.Group options={kinds.map((k) => ({ value: k, label: t(`storePacketRequest.kind.${k}`) }))} />
        </Form.Item>
        <Form.Item
          name="note"
          label={t('storePacketRequest.note')}
          rules={[
            { required: true, whitespace: true },
            { min: 3, message: t('storePacketRequest.noteMin') },
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount placeholder={t('storePacketRequest.notePlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
