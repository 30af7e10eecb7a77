import { useRef, useState } from 'react';
import { App, Button, Card, Empty, Input, Space, Tag, Typography } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_MAX_BYTES, type CarrierDocuments } from '@kurye/contracts/documents';
import { ApiError } from '../../../lib/api-client';
import { useOwnDocuments, useUploadOwnDocument } from '../api/documents';
import { QueryState } from './query-state';

const COLORS = { pending: 'gold', approved: 'green', rejected: 'red', missing: 'default' } as const;
type Item = CarrierDocuments['items'][number];

/** Belgelerim: each required document with its state; a photo (camera) or a PDF uploads a new one. */
export function DocumentsPanel() {
  const { t } = useTranslation();
  const documents = useOwnDocuments();
  const items = documents.data?.items ?? [];
  return (
    <QueryState loading={documents.isPending} error={documents.error} errorText={t('courier.documents.error')} onRetry={() => void documents.refetch()}>
      {items.length === 0 ? (
        <Empty description={t('courier.documents.empty')} />
      ) : (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {t('courier.documents.help')}
          </Typography.Paragraph>
          {items.map((item) => (
            <DocumentCard key={item.kind} item={item} />
          ))}
        </Space>
      )}
    </QueryState>
  );
}

function DocumentCard({ item }: { item: Item }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [expiresAt, setExpiresAt] = useState('');
  const upload = useUploadOwnDocument();
  const expired = item.expiresAt !== null && dayjs(item.expiresAt).isBefore(dayjs(), 'day');
  const name = t(`courier.documents.kind.${item.kind}`);

  const send = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > DOCUMENT_MAX_BYTES) {
      void message.error(t('courier.documents.tooLarge', { limit: DOCUMENT_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    try {
      await upload.mutateAsync({ kind: item.kind, file, expiresAt: expiresAt || undefined });
      void message.success(t('courier.documents.uploaded'));
    } catch (err) {
      void message.error(err instanceof ApiError ? err.message : t('courier.documents.uploadError'));
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Card
      className="courier-card"
      size="small"
      title={name}
      extra={<Tag color={expired ? 'red' : COLORS[item.status]}>{t(`courier.documents.status.${expired ? 'expired' : item.status}`)}</Tag>}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        {item.fileName && <Typography.Text type="secondary">{item.fileName}</Typography.Text>}
        {item.expiresAt && <Typography.Text>{t('courier.documents.until', { date: dayjs(item.expiresAt).format('DD.MM.YYYY') })}</Typography.Text>}
        {item.status === 'rejected' && item.rejectReason && (
          <Typography.Text type="danger">{t('courier.documents.reason', { reason: item.rejectReason })}</Typography.Text>
        )}
        {item.expires && (
          <label>
            <Typography.Text>{t('courier.documents.expiresAt')}</Typography.Text>
            <Input type="date" size="large" value={expiresAt} onChange={(e) => setExpiresAt(e.target.value)} />
          </label>
        )}
        <input
          ref={input}
          type="file"
          accept="image/*,application/pdf"
          capture="environment"
          hidden
          aria-label={t('courier.documents.chooseFile', { name })}
          onChange={(e) => void send(e.target.files?.[0])}
        />
        <Button size="large" block icon={<CameraOutlined />} loading={upload.isPending} onClick={() => input.current?.click()}>
          {item.status === 'missing' ? t('courier.documents.upload') : t('courier.documents.uploadNew')}
        </Button>
      </Space>
    </Card>
  );
}
