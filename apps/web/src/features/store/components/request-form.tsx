import { useRef, useState } from 'react';
import { Alert, App, Button, Card, Form, Input, InputNumber, Select, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useCreateRequest } from '../api/create-request';
import { requestDetailsQueryOptions } from '../../../lib/request-details-query';
import { setCashOnDelivery } from '../api/set-cash-on-delivery';
import { CashOnDeliveryFields } from './cash-on-delivery-fields';
import { PacketCustomerFields, packetsOf, type PacketCustomerValues } from './packet-customer-fields';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { realtimeQueue } from '../lib/realtime-queue';
import { MAX_PACKETS, NOTE_MAX, READY_IN_MINUTES } from '../lib/statuses';
import { useErrorText } from '../../../lib/use-error-text';
import { storeErrorTexts } from '../lib/store-error-texts';
import { formatMoney } from '../../../lib/format';
import { useFeePerPacket } from '../api/get-fee-estimate';

interface RequestFormValues {
  packetCount: number;
  note?: string;
  readyInMinutes: number;
  cashOnDelivery?: boolean;
  cashAmount?: number;
  cashMethod?: 'cash' | 'card';
  withCustomers?: boolean;
  packets?: PacketCustomerValues[];
}
const INITIAL: RequestFormValues = { packetCount: 1, note: '', readyInMinutes: 0 };

/** "Kurye çağır": packets, note, ready-in minutes. One idempotency key per submission until it succeeds. */
export function RequestForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<RequestFormValues>();
  const queryClient = useQueryClient();
  const create = useCreateRequest();
  const feePerPacket = useFeePerPacket();
  const errorText = useErrorText(storeErrorTexts);
  const idempotencyKey = useRef(newIdempotencyKey());
  const [noCredit, setNoCredit] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: RequestFormValues) => {
    setNoCredit(false);
    setError(null);
    try {
      const note = values.note?.trim();
      const packets = values.withCustomers ? packetsOf(values.packets, values.packetCount) : [];
      const created = await create.mutateAsync({
        input: {
          packetCount: values.packetCount,
          readyInMinutes: values.readyInMinutes,
          ...(note ? { note } : {}),
          // Per-packet customers and door payments travel with the request, in the same call.
          ...(packets.some((p) => Object.keys(p).length) ? { packets } : {}),
        },
        idempotencyKey: idempotencyKey.current,
      });
      if (!values.withCustomers && values.cashOnDelivery && values.cashAmount) {
        await setCashOnDelivery(created.id, { amount: Math.round(values.cashAmount * 100), method: values.cashMethod ?? 'cash' });
      }
      idempotencyKey.current = newIdempotencyKey();
      form.resetFields();
      if (created.status === 'no_courier') {
        // Nobody was free at all: the server ended the search before answering. The socket event may have come
        // before this page listened, so the dialog is raised from the answer too (the queue ignores duplicates).
        const details = await queryClient.fetchQuery(requestDetailsQueryOptions(created.id)).catch(() => null);
        realtimeQueue.pushNoCourier({ id: created.id, requestId: created.id, requestNumber: created.number, direction: details?.store.address ?? '' });
      } else {
        void message.success({ key: 'store-request-created', content: t('store.form.created') });
      }
    } catch (err) {
      if (err instanceof ApiError && err.code === 'insufficient_credit') setNoCredit(true);
      else setError(errorText(err));
    }
  };

  return (
    <Card title={t('store.form.title')}>
      <Form<RequestFormValues> noValidate form={form} layout="vertical" initialValues={INITIAL} onFinish={submit} requiredMark="optional">
        <Form.Item
          name="packetCount"
          label={t('store.form.packetCount')}
          rules={[{ required: true }, { type: 'integer', min: 1, max: MAX_PACKETS, message: t('store.form.packetCountRule', { max: MAX_PACKETS }) }]}
        >
          <InputNumber precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item noStyle shouldUpdate={(a, b) => a.packetCount !== b.packetCount}>
          {() => {
            const count = form.getFieldValue('packetCount') as number | null;
            return feePerPacket.data !== undefined && Number.isInteger(count) && count! >= 1 && count! <= MAX_PACKETS ? (
              <Typography.Paragraph data-testid="estimated-fee" type="secondary" style={{ marginTop: -8 }}>
                {t('store.form.estimate', { fee: formatMoney(count! * feePerPacket.data) })}
              </Typography.Paragraph>
            ) : null;
          }}
        </Form.Item>
        <Form.Item name="readyInMinutes" label={t('store.form.readyIn')}>
          <Select
            style={{ width: 220 }}
            options={READY_IN_MINUTES.map((m) => ({
              value: m,
              label: m === 0 ? t('store.form.readyNow') : t('store.form.readyInOption', { minutes: m }),
            }))}
          />
        </Form.Item>
        <Form.Item name="note" label={t('store.form.note')} rules={[{ max: NOTE_MAX, message: t('store.form.noteRule', { max: NOTE_MAX }) }]}>
          <Input.TextArea rows={3} maxLength={NOTE_MAX} showCount placeholder={t('store.form.notePlaceholder')} />
        </Form.Item>
        <PacketCustomerFields />
        <Form.Item noStyle shouldUpdate={(a, b) => a.withCustomers !== b.withCustomers}>
          {({ getFieldValue }) => (getFieldValue('withCustomers') ? null : <CashOnDeliveryFields />)}
        </Form.Item>
        {noCredit && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('store.errors.insufficientCredit')}
            description={<Link to="/store/credit/buy">{t('store.balance.topUp')}</Link>}
          />
        )}
        {error && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={error} />}
        <Button type="primary" htmlType="submit" icon={<SendOutlined aria-hidden />} loading={create.isPending}>
          {t('store.form.submit')}
        </Button>
      </Form>
    </Card>
  );
}
