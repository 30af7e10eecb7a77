import { useRef, useState } from 'react';
import { App, Button, DatePicker, Space } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_MAX_BYTES, type DocumentKind } from '@kurye/contracts/documents';
import { ApiError } from '../../../lib/api-client';
import { useUploadCarrierDocument } from '../api/upload-document';

/** An operator uploads a new version of a courier's document (with its expiry date for a kind that expires). */
export function UploadButton({ carrierId, kind, expires }: { carrierId: string; kind: DocumentKind; expires: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [expiresAt, setExpiresAt] = useState<Dayjs | null>(null);
  const upload = useUploadCarrierDocument();

  const send = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > DOCUMENT_MAX_BYTES) {
      void message.error(t('documents.tooLarge', { limit: DOCUMENT_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    try {
      await upload.mutateAsync({ carrierId, kind, file, expiresAt: expiresAt?.format('YYYY-MM-DD') });
      void message.success(t('documents.uploaded'));
    } catch (err) {
      void message.error(err instanceof ApiError ? err.message : t('documents.uploadError'));
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Space wrap>
      {expires && (
        <DatePicker
          value={expiresAt}
          onChange={setExpiresAt}
          format="DD.MM.YYYY"
          placeholder={t('documents.expiresAt')}
          aria-label={t('documents.expiresAt')}
        />
      )}
      <input
        ref={input}
        type="file"
        accept="image/*,application/pdf"
        hidden
        onChange={(e) => void send(e.target.files?.[0])}
        data-testid="document-file-input"
      />
      <Button icon={<UploadOutlined />} loading={upload.isPending} onClick={() => input.current?.click()}>
        {t('documents.upload')}
      </Button>
    </Space>
  );
}
