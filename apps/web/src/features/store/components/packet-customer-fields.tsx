import { Form, Input, InputNumber, Radio, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { normalizeTurkishMobile } from '@kurye/contracts/tc-kimlik';
import type { LatLng, PacketInput } from '@kurye/contracts/delivery';
import { MAX_PACKETS } from '../lib/statuses';
import { PacketDeliveryPoint } from './packet-delivery-point';

/** One packet's customer block as the form holds it (amount in lira; sent in kuruş). */
export interface PacketCustomerValues {
  orderReference?: string;
  customerPhone?: string;
  customerAddress?: string;
  codAmount?: number | null;
  codMethod?: 'cash' | 'card';
  /** The door, clicked on the map (optional). */
  customerLocation?: LatLng;
}

/** The form's packet blocks → the API's `packets` (empty strings left out; the phone as `+905…`). */
export function packetsOf(values: PacketCustomerValues[] | undefined, count: number): PacketInput[] {
  return Array.from({ length: count }, (_, i) => {
    const v = values?.[i] ?? {};
    const text = (s?: string) => (s && s.trim() ? s.trim() : undefined);
    const phone = text(v.customerPhone);
    return {
      ...(text(v.orderReference) ? { orderReference: text(v.orderReference) } : {}),
      ...(phone ? { customerPhone: normalizeTurkishMobile(phone) ?? phone } : {}),
      ...(text(v.customerAddress) ? { customerAddress: text(v.customerAddress) } : {}),
      ...(v.customerLocation ? { customerLocation: { latitude: v.customerLocation.latitude, longitude: v.customerLocation.longitude } } : {}),
      ...(v.codAmount ? { cashOnDelivery: { amount: Math.round(v.codAmount * 100), method: v.codMethod ?? 'cash' } } : {}),
    };
  });
}

/**
 * "Müşteri bilgileri": an optional switch, then one block per packet — order number, customer's mobile, address
 * and the door payment of that packet. With it on, the request-level door payment switch is not shown.
 */
export function PacketCustomerFields() {
  const { t } = useTranslation();
  const on = Form.useWatch<boolean | undefined>('withCustomers');
  const count = Form.useWatch<number | undefined>('packetCount');
  const blocks = Number.isInteger(count) ? Math.min(Math.max(count!, 1), MAX_PACKETS) : 1;
  return (
    <>
      <Form.Item name="withCustomers" label={t('store.customers.label')} valuePropName="checked" extra={t('store.customers.help')}>
        <Switch />
      </Form.Item>
      {on &&
        Array.from({ length: blocks }, (_, i) => (
          <fieldset
            key={i}
            data-testid="packet-customer"
            style={{ border: '1px solid rgba(127,127,127,.3)', borderRadius: 8, padding: '4px 16px 0', margin: '0 0 16px', minWidth: 0 }}
          >
            <legend style={{ width: 'auto', padding: '0 6px', margin: 0, border: 0, fontSize: 14 }}>
              <Typography.Text strong>{t('store.customers.packet', { position: i + 1 })}</Typography.Text>
            </legend>
            <Form.Item
              name={['packets', i, 'orderReference']}
              label={t('store.customers.orderReference')}
              rules={[{ max: 100, message: t('store.customers.orderReferenceRule') }]}
            >
              <Input maxLength={100} placeholder={t('store.customers.orderReferencePlaceholder')} autoComplete="off" />
            </Form.Item>
            <Form.Item
              name={['packets', i, 'customerPhone']}
              label={t('store.customers.phone')}
              rules={[
                {
                  validator: (_, value?: string) =>
                    !value || !value.trim() || normalizeTurkishMobile(value) ? Promise.resolve() : Promise.reject(new Error(t('store.customers.phoneRule'))),
                },
              ]}
            >
              <Input type="tel" inputMode="tel" placeholder="+90 5xx xxx xx xx" autoComplete="off" />
            </Form.Item>
            <Form.Item
              name={['packets', i, 'customerAddress']}
              label={t('store.customers.address')}
              rules={[{ max: 500, message: t('store.customers.addressRule') }]}
            >
              <Input.TextArea rows={2} maxLength={500} placeholder={t('store.customers.addressPlaceholder')} />
            </Form.Item>
            <PacketDeliveryPoint index={i} />
            <Form.Item
              name={['packets', i, 'codAmount']}
              label={t('store.customers.cod')}
              extra={t('store.customers.codHelp')}
              rules={[{ type: 'number', min: 0.01, max: 100000, message: t('store.cashOnDelivery.amountRule') }]}
            >
              <InputNumber<number> min={0} precision={2} decimalSeparator="," addonAfter="₺" style={{ width: 220 }} />
            </Form.Item>
            <Form.Item noStyle shouldUpdate={(a, b) => a.packets?.[i]?.codAmount !== b.packets?.[i]?.codAmount}>
              {({ getFieldValue }) =>
                getFieldValue(['packets', i, 'codAmount']) ? (
                  <Form.Item name={['packets', i, 'codMethod']} label={t('store.cashOnDelivery.method')} initialValue="cash">
                    <Radio.Group
                      options={[
                        { value: 'cash', label: t('store.cashOnDelivery.cash') },
                        { value: 'card', label: t('store.cashOnDelivery.card') },
                      ]}
                    />
                  </Form.Item>
                ) : null
              }
            </Form.Item>
          </fieldset>
        ))}
    </>
  );
}
