import { useEffect, useMemo, useState } from 'react';
import { App, Alert, Button, DatePicker, Drawer, Form, Input, List, Modal, Space, Spin, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { DocumentInfo, FileItem } from '@kurye/contracts/documents';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { downloadFile, useFileBlob } from '../api/get-file';
import { useVerifyDocument } from '../api/verify-document';
import { StatusTag, formatSize } from './status-tag';

interface Props {
  file: FileItem;
  versions: FileItem[];
  document: DocumentInfo | null;
  expires: boolean;
  canVerify: boolean;
  onSelect(id: string): void;
  onClose(): void;
}

/** The file in the browser (PDF in a frame, images as they are), its versions, download, and the verification. */
export function FilePreview({ file, versions, document, expires, canVerify, onSelect, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const blob = useFileBlob(file.id, file.contents);
  const url = useMemo(() => (blob.data ? URL.createObjectURL(blob.data) : null), [blob.data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  const verify = useVerifyDocument();
  const [expiresAt, setExpiresAt] = useState<Dayjs | null>(document?.expiresAt ? dayjs(document.expiresAt) : null);
  const [rejecting, setRejecting] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();

  const decide = async (approve: boolean) => {
    if (!document) return;
    try {
      if (approve) await verify.mutateAsync({ id: document.id, approve: true, expiresAt: expiresAt?.format('YYYY-MM-DD') });
      else {
        const { reason } = await form.validateFields();
        await verify.mutateAsync({ id: document.id, approve: false, reason });
        setRejecting(false);
        form.resetFields();
      }
      void message.success(approve ? t('documents.approved') : t('documents.rejected'));
    } catch (err) {
      if (err instanceof ApiError) void message.error(err.message);
    }
  };

  return (
    <Drawer open onClose={onClose} title={file.name} width={Math.min(900, window.innerWidth)} destroyOnHidden>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap>
          {document && <StatusTag status={document.status} expiresAt={document.expiresAt} />}
          <Typography.Text type="secondary">
            {t('documents.fileLine', { type: file.type, size: formatSize(file.size), by: file.createdBy, at: formatDateTime(file.createdAt) })}
          </Typography.Text>
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void downloadFile(file.contents, file.name).catch(() => message.error(t('documents.downloadError')))}
          >
            {t('documents.download')}
          </Button>
        </Space>
        {canVerify && document && file.current && (
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
            <Button type="primary" onClick={() => void decide(true)} loading={verify.isPending} disabled={document.status === 'approved' && !expires}>
              {t('documents.approve')}
            </Button>
            <Button danger onClick={() => setRejecting(true)} disabled={document.status === 'rejected'}>
              {t('documents.reject')}
            </Button>
          </Space>
        )}
        <div className="document-preview" style={{ minHeight: 320, border: '1px solid rgba(0,0,0,0.1)', borderRadius: 8, overflow: 'hidden' }}>
          {blob.isPending && (
            <div style={{ padding: 48, textAlign: 'center' }}>
              <Spin tip={t('documents.loadingPreview')}>
                <span />
              </Spin>
            </div>
          )}
          {blob.isError && <Alert type="error" showIcon message={t('documents.previewError')} />}
          {url && file.mimeType === 'application/pdf' && (
            <iframe src={url} title={t('documents.previewOf', { name: file.name })} style={{ width: '100%', height: '70vh', border: 0 }} />
          )}
          {url && file.mimeType !== 'application/pdf' && (
            <img src={url} alt={t('documents.previewOf', { name: file.name })} style={{ maxWidth: '100%', display: 'block', margin: '0 auto' }} />
          )}
        </div>
        {versions.length > 1 && (
          <List
            header={<Typography.Text strong>{t('documents.versions')}</Typography.Text>}
            size="small"
            dataSource={versions}
            renderItem={(v) => (
              <List.Item
                actions={[
                  <Button key="open" size="small" type="link" onClick={() => onSelect(v.id)} disabled={v.id === file.id}>
                    {t('documents.open')}
                  </Button>,
                ]}
              >
                {t('documents.versionLine', { version: v.version, name: v.name, at: formatDateTime(v.createdAt) })}
              </List.Item>
            )}
          />
        )}
      </Space>
      <Modal
        open={rejecting}
        title={t('documents.rejectTitle')}
        okText={t('documents.reject')}
        okButtonProps={{ danger: true }}
        cancelText={t('documents.cancel')}
        onOk={() => void decide(false)}
        confirmLoading={verify.isPending}
        onCancel={() => setRejecting(false)}
        destroyOnHidden
      >
        <Form noValidate form={form} layout="vertical">
          <Form.Item
            name="reason"
            label={t('documents.rejectReasonLabel')}
            messageVariables={{ label: t('documents.rejectReasonRequiredLabel') }}
            rules={[
              { required: true, whitespace: true },
              { min: 3, message: t('documents.reasonRequired') },
            ]}
          >
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </Drawer>
  );
}
