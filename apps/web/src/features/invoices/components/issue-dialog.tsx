import { useState } from 'react';
import { Alert, App, Descriptions, Modal, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useIssueInvoice } from '../api/issue-invoice';
import type { InvoiceRequest } from '../api/list-invoice-requests';
import { useInvoicePreview } from '../api/preview-invoice';

const d = (iso: string) => dayjs(iso).format('DD.MM.YYYY');

/** Shows what the invoice will hold (the period's fees, KDV, total) and issues it on confirmation. */
export function IssueDialog({ request, onClose }: { request: InvoiceRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const preview = useInvoicePreview(request?.id);
  const issue = useIssueInvoice();
  const [error, setError] = useState<string>();
  const p = preview.data;

  const confirm = async () => {
    if (!request) return;
    setError(undefined);
    try {
      const issued = await issue.mutateAsync(request.id);
      void message.success(t('invoices.issue.done', { number: issued.invoiceNumber }));
      onClose();
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : t('invoices.issue.error'));
    }
  };

  return (
    <Modal
      open={!!request}
      title={t('invoices.issue.title')}
      okText={t('invoices.issue.confirm')}
      cancelText={t('invoices.common.cancel')}
      onOk={() => void confirm()}
      onCancel={onClose}
      okButtonProps={{ loading: issue.isPending, disabled: !p || p.netAmount <= 0 }}
      destroyOnHidden
    >
      {request && (
        <>
          <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('invoices.table.store')}>{request.storeName}</Descriptions.Item>
            <Descriptions.Item label={t('invoices.table.period')}>
              {d(request.periodFrom)} – {d(request.periodTo)}
            </Descriptions.Item>
            {preview.isPending ? null : p ? (
              <>
                <Descriptions.Item label={t('invoices.issue.packets')}>{p.packets}</Descriptions.Item>
                <Descriptions.Item label={t('invoices.issue.net')}>{formatMoney(p.netAmount)}</Descriptions.Item>
                <Descriptions.Item label={t('invoices.issue.vat', { percent: p.vatPercent })}>{formatMoney(p.vatAmount)}</Descriptions.Item>
                <Descriptions.Item label={t('invoices.issue.total')}>
                  <strong data-testid="issue-total">{formatMoney(p.totalAmount)}</strong>
                </Descriptions.Item>
              </>
            ) : null}
          </Descriptions>
          {preview.isPending && <Skeleton active />}
          {preview.isError && <Alert type="error" showIcon title={t('invoices.issue.previewError')} />}
          {p && p.netAmount <= 0 && <Alert type="warning" showIcon title={t('invoices.issue.nothing')} />}
          {p && p.netAmount > 0 && <Alert type="info" showIcon title={t('invoices.issue.final')} description={t('invoices.issue.inclusive')} />}
          {error && <Alert style={{ marginTop: 12 }} type="error" showIcon role="alert" title={error} />}
        </>
      )}
    </Modal>
  );
}
