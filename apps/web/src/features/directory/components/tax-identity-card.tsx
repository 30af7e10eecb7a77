import { useState } from 'react';
import { Alert, App, Button, Card, Checkbox, Descriptions, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StoreDetail } from '@kurye/contracts/stores';
import { isValidTaxNumber, taxNumberScheme } from '@kurye/contracts/tax-identity';
import { useUpdateStore } from '../api/update-store';
import { useErrorText } from '../../../lib/use-error-text';
import { CardTitle } from './card-title';
import { EditActions } from './edit-actions';

interface TaxIdentityForm {
  taxOffice: string;
  taxNumber: string;
  eInvoiceRegistered: boolean;
}

/** The store as an invoice's buyer: vergi dairesi, VKN or TCKN, e-Fatura registration; edited with stores.write. */
export function TaxIdentityCard({ store, canEdit }: { store: StoreDetail; canEdit: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const save = useUpdateStore(store.id);
  const [editing, setEditing] = useState(false);
  const missing = !store.taxOffice || !store.taxNumber;
  const scheme = store.taxNumber ? taxNumberScheme(store.taxNumber) : null;

  const submit = async (v: TaxIdentityForm) => {
    try {
      await save.mutateAsync({ taxOffice: v.taxOffice.trim(), taxNumber: v.taxNumber.replace(/\s/g, ''), eInvoiceRegistered: v.eInvoiceRegistered });
      setEditing(false);
      void message.success(t('directory.tax.saved'));
    } catch (e) {
      void message.error(errorText(e));
    }
  };

  return (
    <Card title={<CardTitle>{t('directory.tax.title')}</CardTitle>} data-testid="store-tax-identity">
      {editing ? (
        <Form<TaxIdentityForm>
          noValidate
          layout="vertical"
          initialValues={{ taxOffice: store.taxOffice ?? '', taxNumber: store.taxNumber ?? '', eInvoiceRegistered: store.eInvoiceRegistered }}
          onFinish={(v) => void submit(v)}
        >
          <Form.Item
            name="taxOffice"
            label={t('directory.tax.office')}
            required
            rules={[
              { required: true, whitespace: true },
              { min: 2, message: t('validation.minLength', { count: 2 }) },
            ]}
          >
            <Input autoFocus maxLength={100} />
          </Form.Item>
          <Form.Item
            name="taxNumber"
            label={t('directory.tax.number')}
            extra={t('directory.tax.numberHelp')}
            required
            rules={[
              { required: true, whitespace: true },
              {
                validator: (_, v: string) =>
                  !v || isValidTaxNumber(v.replace(/\s/g, '')) ? Promise.resolve() : Promise.reject(new Error(t('directory.tax.numberInvalid'))),
              },
            ]}
          >
            <Input inputMode="numeric" autoComplete="off" maxLength={14} style={{ fontFamily: 'monospace' }} />
          </Form.Item>
          <Form.Item name="eInvoiceRegistered" valuePropName="checked" extra={t('directory.tax.eInvoiceHelp')}>
            <Checkbox>{t('directory.tax.eInvoice')}</Checkbox>
          </Form.Item>
          <EditActions saving={save.isPending} onCancel={() => setEditing(false)} />
        </Form>
      ) : (
        <Space orientation="vertical" size={8} style={{ width: '100%' }}>
          {missing && <Alert type="warning" showIcon title={t('directory.tax.missing')} />}
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('directory.tax.office')}>{store.taxOffice ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={scheme === 'TCKN' ? t('directory.tax.tckn') : t('directory.tax.vkn')}>
              <span style={{ fontFamily: 'monospace' }}>{store.taxNumber ?? '—'}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('directory.tax.invoiceKind')}>
              {store.eInvoiceRegistered ? t('directory.tax.eFatura') : t('directory.tax.eArsiv')}
            </Descriptions.Item>
          </Descriptions>
          {canEdit && (
            <Button size="small" onClick={() => setEditing(true)}>
              {missing ? t('directory.tax.add') : t('directory.tax.change')}
            </Button>
          )}
        </Space>
      )}
    </Card>
  );
}
