import { useState } from 'react';
import { App, Button, Drawer, Empty, Flex, Input, Pagination, Segmented, Skeleton, Table, Tag, Typography } from 'antd';
import { RedoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { MAIL_STATUSES, type MailStatus } from '@kurye/contracts/mailbox';
import { PageFrame } from '../../../components/page-frame';
import { RetryAlert } from '../../../components/retry-alert';
import { hasClaim } from '../../../lib/authorization';
import { useSession } from '../../../lib/session';
import { useErrorText } from '../../../lib/use-error-text';
import { useFolders, useMail, useMailList, useResendMail, type MailRow } from '../api/mailbox';

const STATUS_COLORS: Record<MailStatus, string> = { sending: 'processing', sent: 'success', failed: 'error', local: 'default' };
const when = (iso: string | null) => (iso ? dayjs(iso).format('DD.MM.YYYY HH:mm') : '—');

/** `/admin/mailbox`: every mail the product sent, by status (ten a page, newest first); a failed one is resent here. */
export function MailboxPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { message } = App.useApp();
  const { user } = useSession();
  const canResend = hasClaim(user, 'settings.write');
  const [folder, setFolder] = useState<MailStatus | 'all'>('all');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const folders = useFolders();
  const list = useMailList({ folder: folder === 'all' ? undefined : folder, q: q || undefined, page });
  const resend = useResendMail();
  const mails = list.data?.mails ?? [];
  const count = (id: MailStatus) => folders.data?.find((f) => f.id === id)?.count ?? 0;

  const doResend = (id: string) =>
    resend.mutate(id, {
      onSuccess: (m) =>
        void (m.status === 'sent' ? message.success(t('mailbox.resent')) : message.error(t('mailbox.resendFailed', { error: m.lastError ?? '' }))),
      onError: (err) => void message.error(errorText(err)),
    });

  return (
    <PageFrame page="mailbox">
      <Typography.Paragraph type="secondary">{t('mailbox.intro')}</Typography.Paragraph>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Segmented
          aria-label={t('mailbox.folder')}
          value={folder}
          onChange={(v) => {
            setFolder(v as MailStatus | 'all');
            setPage(1);
          }}
          options={[{ value: 'all', label: t('mailbox.all') }, ...MAIL_STATUSES.map((s) => ({ value: s, label: `${t(`mailbox.status.${s}`)} (${count(s)})` }))]}
          style={{ maxWidth: '100%', overflowX: 'auto' }}
        />
        <Input.Search
          allowClear
          style={{ maxWidth: 280 }}
          aria-label={t('mailbox.search')}
          placeholder={t('mailbox.search')}
          onSearch={(v) => {
            setQ(v.trim());
            setPage(1);
          }}
        />
      </Flex>
      {(list.isError || folders.isError) && (
        <RetryAlert
          style={{ marginBottom: 16 }}
          text={errorText(list.error ?? folders.error)}
          onRetry={() => {
            void list.refetch();
            void folders.refetch();
          }}
        />
      )}
      <Table<MailRow>
        rowKey="id"
        data-testid="mail-table"
        dataSource={mails}
        loading={list.isPending || list.isPlaceholderData}
        pagination={false}
        scroll={{ x: 720 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={q || folder !== 'all' ? t('mailbox.noMatch') : t('mailbox.empty')} /> }}
        columns={[
          { key: 'createdAt', title: t('mailbox.createdAt'), dataIndex: 'createdAt', render: when, width: 150 },
          { key: 'to', title: t('mailbox.to'), dataIndex: 'to' },
          {
            key: 'subject',
            title: t('mailbox.subject'),
            render: (_: unknown, m) => (
              <button type="button" className="link-button" onClick={() => setOpenId(m.id)}>
                {m.subject}
              </button>
            ),
          },
          {
            key: 'status',
            title: t('mailbox.statusTitle'),
            render: (_: unknown, m) => (
              <Flex vertical gap={2}>
                <Tag color={STATUS_COLORS[m.status]} style={{ width: 'fit-content' }}>
                  {t(`mailbox.status.${m.status}`)}
                </Tag>
                {m.lastError && (
                  <Typography.Text type="danger" style={{ fontSize: 12 }}>
                    {m.lastError}
                  </Typography.Text>
                )}
              </Flex>
            ),
          },
          { key: 'attempts', title: t('mailbox.attempts'), dataIndex: 'attempts', align: 'right', width: 90 },
          ...(canResend
            ? [
                {
                  key: 'actions',
                  title: <span className="visually-hidden">{t('mailbox.actions')}</span>,
                  render: (_: unknown, m: MailRow) =>
                    m.status === 'failed' || m.status === 'sent' ? (
                      <Button
                        size="small"
                        icon={<RedoOutlined aria-hidden />}
                        loading={resend.isPending && resend.variables === m.id}
                        aria-label={t('mailbox.resendTo', { to: m.to })}
                        onClick={() => doResend(m.id)}
                      >
                        {t('mailbox.resend')}
                      </Button>
                    ) : null,
                },
              ]
            : []),
        ]}
      />
      {list.data && list.data.pagination.totalResults > 0 && (
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 16 }}>
          <Typography.Text type="secondary">{t('mailbox.total', { count: list.data.pagination.totalResults })}</Typography.Text>
          <Pagination
            current={page}
            pageSize={list.data.pagination.resultsPerPage}
            total={list.data.pagination.totalResults}
            showSizeChanger={false}
            onChange={setPage}
          />
        </Flex>
      )}
      <MailDrawer id={openId} onClose={() => setOpenId(null)} />
    </PageFrame>
  );
}

function MailDrawer({ id, onClose }: { id: string | null; onClose(): void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const mail = useMail(id);
  return (
    <Drawer open={!!id} onClose={onClose} title={mail.data?.subject ?? t('mailbox.mail')} size={520} styles={{ wrapper: { maxWidth: '100vw' } }}>
      {mail.isPending ? (
        <Skeleton active />
      ) : mail.isError ? (
        <RetryAlert text={errorText(mail.error)} onRetry={() => void mail.refetch()} />
      ) : (
        <Flex vertical gap={8}>
          <Typography.Text>
            {t('mailbox.to')}: {mail.data.to}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('mailbox.createdAt')}: {when(mail.data.createdAt)} · {t('mailbox.sentAt')}: {when(mail.data.sentAt)}
          </Typography.Text>
          <pre style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0 }} data-testid="mail-text">
            {mail.data.text}
          </pre>
        </Flex>
      )}
    </Drawer>
  );
}
