import { Form, InputNumber, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';

/** "Kapıda ödeme" part of the request form: a switch, then the amount and cash or card. */
export function CashOnDeliveryFields() {
  const { t } = useTranslation();
  const on = Form.useWatch<boolean | undefined>('cashOnDelivery');
  return (
    <>
      <Form.Item name="cashOnDelivery" label={t('store.cashOnDelivery.label')} valuePropName="checked" extra={t('store.cashOnDelivery.help')}>
        <Switch />
      </Form.Item>
      {on && (
        <>
          <Form.Item
            name="cashAmount"
            label={t('store.cashOnDelivery.amount')}
            required
            rules={[{ required: true }, { type: 'number', min: 0.01, max: 100000, message: t('store.cashOnDelivery.amountRule') }]}
          >
            <InputNumber<number> min={0} precision={2} decimalSeparator="," addonAfter="₺" style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="cashMethod" label={t('store.cashOnDelivery.method')} initialValue="cash" required>
            <Radio.Group
              options={[
                { value: 'cash', label: t('store.cashOnDelivery.cash') },
                { value: 'card', label: t('store.cashOnDelivery.card') },
              ]}
            />
          </Form.Item>
        </>
      )}
    </>
  );
}
