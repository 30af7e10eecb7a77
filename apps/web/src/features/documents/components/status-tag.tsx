import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

const COLORS = { pending: 'gold', approved: 'green', rejected: 'red', missing: 'default' } as const;

/** A document's state; an approved one past its expiry date shows as expired. */
export function StatusTag({ status, expiresAt }: { status: keyof typeof COLORS; expiresAt: string | null }) {
  const { t } = useTranslation();
  const expired = status === 'approved' && expiresAt !== null && dayjs(expiresAt).isBefore(dayjs(), 'day');
  return (
    <Tag color={expired ? 'red' : COLORS[status]}>
      {expired ? t('documents.status.expired') : t(`documents.status.${status}`)}
      {expiresAt ? ` · ${t('documents.until', { date: dayjs(expiresAt).format('DD.MM.YYYY') })}` : ''}
    </Tag>
  );
}

/** Bytes as a Turkish reader reads them: "840 B", "1,2 MB". */
export function formatSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb.toLocaleString('tr-TR', { maximumFractionDigits: 1 })} KB`;
  return `${(kb / 1024).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} MB`;
}
