import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Breadcrumb, Button, Empty, Space, Table, Tag, Typography, type TableProps } from 'antd';
import { FileImageOutlined, FilePdfOutlined, FolderOutlined, HomeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FileItem, FolderItem } from '@kurye/contracts/documents';
import { PageFrame } from '../../../components/page-frame';
import { RetryAlert } from '../../../components/retry-alert';
import { formatDateTime } from '../../../lib/format';
import { useFolder } from '../api/get-folder';
import { FilePreview } from '../components/file-preview';
import { StatusTag, formatSize } from '../components/status-tag';
import { UploadButton } from '../components/upload-button';

type Entry = (FolderItem & { entry: 'folder' }) | (FileItem & { entry: 'file' });

const compareText = (a: string, b: string) => a.localeCompare(b, 'tr');
const dateOf = (e: Entry, key: 'createdAt' | 'modifiedAt') => (e.entry === 'file' ? e[key] : key === 'modifiedAt' ? e.modifiedAt : null) ?? '';

/** Kurye Belgeleri: the file manager of the couriers' documents (a folder per courier, one per document kind). */
export function DocumentsPage() {
  return (
    <PageFrame page="documents">
      <DocumentsBody />
    </PageFrame>
  );
}

function DocumentsBody() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const folderId = search.get('folderId') ?? undefined;
  const folder = useFolder(folderId);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const open = (id: string | null) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      if (id) next.set('folderId', id);
      else next.delete('folderId');
      next.delete('page');
      return next;
    });

  const data = folder.data;
  const entries: Entry[] = [
    ...(data?.folders ?? []).map((f) => ({ ...f, entry: 'folder' as const })),
    ...(data?.files ?? []).map((f) => ({ ...f, entry: 'file' as const })),
  ];
  const preview = data?.files.find((f) => f.id === previewId) ?? null;
  const kindName = (e: Entry) =>
    data?.kind === null && e.entry === 'folder' && e.id.split(':').length === 3 ? t(`documents.kind.${e.id.split(':')[2]}`, { defaultValue: e.name }) : e.name;

  const columns: TableProps<Entry>['columns'] = [
    {
      key: 'name',
      title: t('documents.field.name'),
      sorter: (a, b) => compareText(a.name, b.name),
      defaultSortOrder: 'ascend',
      render: (_, e) =>
        e.entry === 'folder' ? (
          <Button
            type="link"
            icon={<FolderOutlined />}
            onClick={() => open(e.id)}
            style={{ paddingInline: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
          >
            {kindName(e)}
          </Button>
        ) : (
          <Button
            type="link"
            icon={e.type === 'PDF' ? <FilePdfOutlined /> : <FileImageOutlined />}
            onClick={() => setPreviewId(e.id)}
            aria-label={t('documents.previewOf', { name: e.name })}
            style={{ paddingInline: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
          >
            {e.name}
            {e.current ? '' : ` (${t('documents.version', { version: e.version })})`}
          </Button>
        ),
    },
    {
      key: 'type',
      title: t('documents.field.type'),
      sorter: (a, b) => compareText(a.entry === 'file' ? a.type : '', b.entry === 'file' ? b.type : ''),
      render: (_, e) => (e.entry === 'file' ? e.type : t('documents.folder')),
      responsive: ['sm'],
    },
    {
      key: 'status',
      title: t('documents.field.status'),
      render: (_, e) =>
        e.entry === 'folder' && e.status ? (
          <StatusTag status={e.status} expiresAt={e.expiresAt} />
        ) : e.entry === 'file' && e.current ? (
          <Tag>{t('documents.current')}</Tag>
        ) : null,
    },
    {
      key: 'size',
      title: t('documents.field.size'),
      sorter: (a, b) => (a.entry === 'file' ? a.size : -1) - (b.entry === 'file' ? b.size : -1),
      render: (_, e) => (e.entry === 'file' ? formatSize(e.size) : e.description),
      responsive: ['md'],
    },
    {
      key: 'createdBy',
      title: t('documents.field.createdBy'),
      render: (_, e) => (e.entry === 'file' ? e.createdBy : ''),
      responsive: ['lg'],
    },
    {
      key: 'createdAt',
      title: t('documents.field.createdAt'),
      sorter: (a, b) => compareText(dateOf(a, 'createdAt'), dateOf(b, 'createdAt')),
      render: (_, e) => (e.entry === 'file' ? formatDateTime(e.createdAt) : ''),
      responsive: ['lg'],
    },
    {
      key: 'modifiedAt',
      title: t('documents.field.modifiedAt'),
      sorter: (a, b) => compareText(dateOf(a, 'modifiedAt'), dateOf(b, 'modifiedAt')),
      render: (_, e) => {
        const at = dateOf(e, 'modifiedAt');
        return at ? formatDateTime(at) : '';
      },
      responsive: ['md'],
    },
  ];

  const path = data?.path ?? [];
  const ownerFolder = path.find((p) => p.id.startsWith('carrier:') && p.id.split(':').length === 2);
  const carrierId = ownerFolder?.id.split(':')[1];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Breadcrumb
        items={[
          {
            title: (
              <Button type="link" size="small" icon={<HomeOutlined />} onClick={() => open(null)} style={{ paddingInline: 0 }}>
                {t('documents.root')}
              </Button>
            ),
          },
          ...path.map((p, i) => ({
            title:
              i === path.length - 1 ? (
                <span aria-current="page">{p.id.split(':').length === 3 ? t(`documents.kind.${p.id.split(':')[2]}`, { defaultValue: p.name }) : p.name}</span>
              ) : (
                <Button type="link" size="small" onClick={() => open(p.id)} style={{ paddingInline: 0 }}>
                  {p.name === 'Kuryeler' ? t('documents.couriers') : p.name === 'Başvurular' ? t('documents.applications') : p.name}
                </Button>
              ),
          })),
        ]}
      />
      {data?.kind && (
        <Space wrap>
          {data.document ? <StatusTag status={data.document.status} expiresAt={data.document.expiresAt} /> : <StatusTag status="missing" expiresAt={null} />}
          {data.document?.rejectReason && (
            <Typography.Text type="danger">{t('documents.rejectReason', { reason: data.document.rejectReason })}</Typography.Text>
          )}
          {data.canUpload && carrierId && <UploadButton carrierId={carrierId} kind={data.kind} expires={data.expires} />}
        </Space>
      )}
      {folder.isError ? (
        <RetryAlert text={t('documents.error')} retryLabel={t('documents.retry')} onRetry={() => void folder.refetch()} />
      ) : (
        <Table<Entry>
          rowKey="id"
          size="middle"
          loading={folder.isLoading}
          dataSource={entries}
          columns={columns}
          pagination={entries.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
          locale={{ emptyText: folder.isLoading ? ' ' : <Empty description={data?.kind ? t('documents.emptyKind') : t('documents.empty')} /> }}
          data-testid="file-manager"
        />
      )}
      {preview && data && (
        <FilePreview
          file={preview}
          versions={data.files}
          document={data.document}
          expires={data.expires}
          canVerify={data.canVerify}
          onSelect={setPreviewId}
          onClose={() => setPreviewId(null)}
        />
      )}
    </Space>
  );
}
