import { useState } from 'react';
import { Alert, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_MAX_BYTES, type ApplicantUpload, type DocumentKind, type RequiredDocument } from '@kurye/contracts/documents';
import { ApiError } from '../../../../lib/api-client';
import { useUploadApplicantDocument } from './api';

interface Props {
  required: RequiredDocument[];
  uploads: Partial<Record<DocumentKind, ApplicantUpload>>;
  onUploaded(upload: ApplicantUpload): void;
}

/** The documents the chosen carrier type requires: each a file field (photo or PDF), sent with the application. */
export function ApplicantDocuments({ required, uploads, onUploaded }: Props) {
  const { t } = useTranslation();
  const upload = useUploadApplicantDocument();
  const [errors, setErrors] = useState<Partial<Record<DocumentKind, string>>>({});
  const [busy, setBusy] = useState<DocumentKind | null>(null);

  const send = async (kind: DocumentKind, file: File | undefined) => {
    if (!file) return;
    if (file.size > DOCUMENT_MAX_BYTES) {
      setErrors((e) => ({ ...e, [kind]: t('applicationForm.documents.tooLarge', { limit: DOCUMENT_MAX_BYTES / 1024 / 1024 }) }));
      return;
    }
    setBusy(kind);
    try {
      onUploaded(await upload.mutateAsync({ kind, file }));
      setErrors((e) => ({ ...e, [kind]: undefined }));
    } catch (err) {
      setErrors((e) => ({ ...e, [kind]: err instanceof ApiError && err.message ? err.message : t('applicationForm.documents.error') }));
    } finally {
      setBusy(null);
    }
  };

  if (required.length === 0) return null;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Typography.Text type="secondary">{t('applicationForm.documents.help')}</Typography.Text>
      {required.map(({ kind }) => {
        const id = `applicant-document-${kind}`;
        const done = uploads[kind];
        return (
          <div key={kind}>
            <label htmlFor={id} style={{ display: 'block', fontWeight: 500, marginBottom: 4 }}>
              {t(`applicationForm.documents.kind.${kind}`)}
            </label>
            <input id={id} type="file" accept="image/*,application/pdf" disabled={busy !== null} onChange={(e) => void send(kind, e.target.files?.[0])} />
            {busy === kind && <Typography.Text type="secondary"> {t('applicationForm.documents.uploading')}</Typography.Text>}
            {done && (
              <Tag color="green" style={{ marginTop: 4 }}>
                {t('applicationForm.documents.uploaded', { name: done.name })}
              </Tag>
            )}
            {errors[kind] && <Alert type="error" showIcon role="alert" style={{ marginTop: 4 }} title={errors[kind]} />}
          </div>
        );
      })}
    </Space>
  );
}
