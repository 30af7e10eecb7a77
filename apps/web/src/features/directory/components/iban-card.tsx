import { useState } from 'react';
import { App, Button, Card, Form, Input, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatIban, isValidTrIban } from '@kurye/contracts/iban';
import { formatDateTime } from '../../../lib/format';
import { useCarrierIban, useSetCarrierIban } from '../api/carrier-iban';
import { useErrorText } from '../../../lib/use-error-text';
import { CardTitle } from './card-title';
import { EditActions } from './edit-actions';

/** The courier's payout IBAN on the details page (read with payments.read, edit with payments.write). */
export function IbanCard({ carrierId, canEdit }: { carrierId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const query = useCarrierIban(carrierId, true);
  const save = useSetCarrierIban(carrierId);
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<{ iban: string }>();

  const submit = async ({ iban }: { iban: string }) => {
    try {
      await save.mutateAsync(iban);
      setEditing(false);
      void message.success(t('directory.iban.saved'));
    } catch (e) {
      void message.error(errorText(e));
    }
  };

  return (
    <Card title={<CardTitle>{t('directory.iban.title')}</CardTitle>}>
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : editing ? (
        <Form
          noValidate
          form={form}
          layout="vertical"
          initialValues={{ iban: query.data?.iban ? formatIban(query.data.iban) : '' }}
          onFinish={(v) => void submit(v)}
        >
          <Form.Item
            name="iban"
            label={t('directory.iban.label')}
            required
            rules={[
              { required: true, whitespace: true },
              { validator: (_, v: string) => (!v || isValidTrIban(v) ? Promise.resolve() : Promise.reject(new Error(t('directory.iban.invalid')))) },
            ]}
          >
            <Input autoFocus autoComplete="off" placeholder="TR00 0000 0000 0000 0000 0000 00" style={{ fontFamily: 'monospace' }} />
          </Form.Item>
          <EditActions saving={save.isPending} onCancel={() => setEditing(false)} />
        </Form>
      ) : (
        <Space direction="vertical" size={4}>
          <Typography.Text strong style={{ fontFamily: 'monospace', fontSize: 15 }} data-testid="carrier-iban">
            {query.data?.iban ? formatIban(query.data.iban) : t('directory.iban.none')}
          </Typography.Text>
          {query.data?.updatedAt && (
            <Typography.Text type="secondary">{t('directory.iban.updatedAt', { date: formatDateTime(query.data.updatedAt) })}</Typography.Text>
          )}
          {canEdit && (
            <Button size="small" onClick={() => setEditing(true)}>
              {query.data?.iban ? t('directory.iban.change') : t('directory.iban.add')}
            </Button>
          )}
        </Space>
      )}
    </Card>
  );
}
