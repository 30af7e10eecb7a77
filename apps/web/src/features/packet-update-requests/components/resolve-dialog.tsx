import { useEffect, useState } from 'react';
import { Alert, App, Form, Input, InputNumber, Modal, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PacketUpdateRequest, ResolvePacketUpdate } from '@kurye/contracts/fieldops';
import { PointMap, type MapPoint } from '../../../components/point-map';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useResolveStoreRequest } from '../api/resolve-store-request';

type Action = ResolvePacketUpdate['action'];
interface Values {
  action: Action;
  feeTl?: number;
  reason?: string;
}

const defaultAction = (r: PacketUpdateRequest): Action => (r.kind === 'wrong_location' ? 'move' : r.kind === 'cancel' ? 'cancel' : 'adjust_fee');

/** The operator's decision on a store request; each decision that moves money is one ledger transaction (one key). */
export function ResolveDialog({ request, onClose }: { request: PacketUpdateRequest | null; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const resolve = useResolveStoreRequest();
  const [key, setKey] = useState(newIdempotencyKey);
  const [point, setPoint] = useState<{ latitude: number; longitude: number } | null>(null);
  const action = Form.useWatch('action', form);

  useEffect(() => {
    if (!request) return;
    setKey(newIdempotencyKey());
    setPoint(null);
    form.setFieldsValue({ action: defaultAction(request), feeTl: request.fee !== null ? request.fee / 100 : undefined, reason: undefined });
  }, [request, form]);

  if (!request) return null;

  const points: MapPoint[] = [
    { id: 'store', ...request.storeLocation, color: '#595959', label: t('storeRequests.map.store', { name: request.storeName }), caption: request.storeName },
    ...(request.toLocation
      ? [{ id: 'old', ...request.toLocation, color: '#d46b08', label: t('storeRequests.map.old'), caption: t('storeRequests.map.oldShort') }]
      : []),
    ...(request.customerLocation
      ? [{ id: 'typed', ...request.customerLocation, color: '#389e0d', label: t('storeRequests.map.typed'), caption: t('storeRequests.map.typedShort') }]
      : []),
    ...(point ? [{ id: 'new', ...point, color: '#1668dc', label: t('storeRequests.map.new'), caption: t('storeRequests.map.newShort') }] : []),
  ];

  const submit = async () => {
    const v = await form.validateFields();
    let body: ResolvePacketUpdate;
    if (v.action === 'move') {
      if (!point) {
        message.warning(t('storeRequests.pickPoint'));
        return;
      }
      body = { action: 'move', ...point };
    } else if (v.action === 'adjust_fee') body = { action: 'adjust_fee', fee: Math.round((v.feeTl ?? 0) * 100), reason: v.reason!.trim() };
    else body = { action: v.action, reason: v.reason!.trim() };
    try {
      const result = await resolve.mutateAsync({ id: request.id, body, key });
      message.success(t('storeRequests.resolved', { fee: formatMoney(result.fee) }));
      onClose();
    } catch (err) {
      message.error(err instanceof ApiError ? err.message : t('storeRequests.error'));
    }
  };

  return (
    <Modal
      open
      title={t('storeRequests.resolveTitle', { store: request.storeName, position: request.packetPosition })}
      okText={t('storeRequests.resolveOk')}
      cancelText={t('storeRequests.cancel')}
      onOk={submit}
      confirmLoading={resolve.isPending}
      onCancel={onClose}
      width={640}
      destroyOnHidden
      data-testid="resolve-dialog"
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert
          type="info"
          showIcon
          message={t(`storeRequests.kind.${request.kind}`)}
          description={
            <>
              <div>{request.note || t('storeRequests.noNote')}</div>
              {(request.customerAddress || request.orderReference) && (
                <div data-testid="typed-address">
                  {request.orderReference && <Typography.Text strong>{t('storeRequests.order', { reference: request.orderReference })} </Typography.Text>}
                  {request.customerAddress && t('storeRequests.typedAddress', { address: request.customerAddress })}
                </div>
              )}
              <Typography.Text type="secondary">
                {t('storeRequests.currentFee', { fee: request.fee !== null ? formatMoney(request.fee) : '—' })} ·{' '}
                {request.charged ? t('storeRequests.charged') : t('storeRequests.notCharged')}
              </Typography.Text>
            </>
          }
        />
        <Form noValidate form={form} layout="vertical" requiredMark>
          <Form.Item name="action" label={t('storeRequests.action')} rules={[{ required: true }]}>
            <Radio.Group
              optionType="button"
              options={(['move', 'adjust_fee', 'cancel', 'reject'] as const).map((a) => ({ value: a, label: t(`storeRequests.action.${a}`) }))}
            />
          </Form.Item>
          {action === 'move' && (
            <div>
              <Typography.Paragraph>{t('storeRequests.moveHelp')}</Typography.Paragraph>
              {request.customerAddress && (
                <Typography.Paragraph strong data-testid="resolve-typed-address">
                  {t('storeRequests.typedAddress', { address: request.customerAddress })}
                </Typography.Paragraph>
              )}
              <PointMap points={points} label={t('storeRequests.map.label')} height={360} onPick={setPoint} testId="resolve-map" />
              <Typography.Text type="secondary" data-testid="picked-point">
                {point ? t('storeRequests.picked', { coords: `${point.latitude.toFixed(5)}, ${point.longitude.toFixed(5)}` }) : t('storeRequests.pickPoint')}
              </Typography.Text>
            </div>
          )}
          {action === 'adjust_fee' && (
            <Form.Item name="feeTl" label={t('storeRequests.newFee')} rules={[{ required: true }]}>
              <InputNumber min={0} max={100000} step={0.5} precision={2} addonAfter="₺" style={{ width: 200 }} />
            </Form.Item>
          )}
          {action && action !== 'move' && (
            <Form.Item
              name="reason"
              label={t('storeRequests.reason')}
              rules={[
                { required: true, whitespace: true },
                { min: 3, message: t('storeRequests.reasonMin') },
              ]}
            >
              <Input.TextArea rows={2} maxLength={300} showCount />
            </Form.Item>
          )}
        </Form>
      </Space>
    </Modal>
  );
}
