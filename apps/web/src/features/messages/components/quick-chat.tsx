import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Drawer, Empty, Flex, Input, List, Select, Spin, Tabs, Tooltip, Typography } from 'antd';
import { ArrowLeftOutlined, MessageOutlined, SendOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import dayjs from 'dayjs';
import { useSocketEvent } from '../../../lib/socket';
import { useChat, useChats, useContacts, useFeed, useMarkAllRead, useSendMessage } from '../api/chat';
import { chatKeys } from '../api/keys';

/**
 * The quick chat: a button with the unread count and a side panel with conversations; new messages arrive live. Any
 * page opens it on one person with `?chat=<user id>` (a message's link, a contact's page); the parameter is then dropped.
 */
export function QuickChat() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [contactId, setContactId] = useState<string | null>(null);
  const [params, setParams] = useSearchParams();
  const asked = params.get('chat');
  useEffect(() => {
    if (!asked) return;
    setContactId(asked);
    setOpen(true);
    setParams(
      (p) => {
        p.delete('chat');
        return p;
      },
      { replace: true },
    );
  }, [asked, setParams]);
  const chats = useChats();
  const unread = (chats.data ?? []).reduce((n, c) => n + c.unreadCount, 0);
  useSocketEvent('message.created', () => void qc.invalidateQueries({ queryKey: chatKeys.all }));

  return (
    <>
      <Tooltip title={t('messages.title')}>
        <Button
          type="text"
          shape="circle"
          data-testid="quick-chat-button"
          aria-label={unread ? t('messages.labelUnread', { count: unread }) : t('messages.title')}
          onClick={() => setOpen(true)}
        >
          <Badge count={unread} size="small" overflowCount={9} offset={[2, -2]} data-testid="quick-chat-badge">
            <MessageOutlined aria-hidden style={{ fontSize: 18 }} />
          </Badge>
        </Button>
      </Tooltip>
      <Drawer open={open} onClose={() => setOpen(false)} title={t('messages.title')} size={400} destroyOnHidden>
        {contactId ? (
          <ConversationView contactId={contactId} onBack={() => setContactId(null)} />
        ) : (
          <Tabs
            items={[
              { key: 'chats', label: t('messages.tab.chats'), children: <ChatList onOpen={setContactId} /> },
              { key: 'received', label: t('messages.tab.received'), children: <ReceivedList /> },
            ]}
          />
        )}
      </Drawer>
    </>
  );
}

/** The messages received (`api/common/messages`), newest first; each opens its page (the chat with the sender). */
function ReceivedList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const feed = useFeed(true);
  const markAll = useMarkAllRead();
  const unread = (feed.data ?? []).filter((m) => !m.read).length;
  if (feed.isPending) return <Spin />;
  if (feed.isError) return <Alert type="error" showIcon title={t('messages.loadError')} />;
  if (feed.data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages.emptyReceived')} />;
  return (
    <Flex vertical gap={8}>
      {unread > 0 && (
        <Button size="small" style={{ alignSelf: 'flex-end' }} loading={markAll.isPending} onClick={() => markAll.mutate()}>
          {t('messages.markAllRead')}
        </Button>
      )}
      <List
        dataSource={feed.data}
        data-testid="message-feed"
        renderItem={(m) => (
          <List.Item>
            <List.Item.Meta
              title={
                <a
                  href={m.link}
                  style={{ fontWeight: m.read ? 400 : 600 }}
                  onClick={(e) => {
                    e.preventDefault();
                    navigate(m.link);
                  }}
                >
                  {m.title}
                  {!m.read && <span className="visually-hidden"> ({t('messages.unread')})</span>}
                </a>
              }
              description={
                <Typography.Text type="secondary" ellipsis>
                  {m.description} · {dayjs(m.time).format('DD/MM/YYYY HH:mm')}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
    </Flex>
  );
}

function ChatList({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const chats = useChats();
  const [q, setQ] = useState('');
  const contacts = useContacts(q, true);
  const canStart = (contacts.data ?? []).length > 0 || q !== '';
  return (
    <Flex vertical gap={12}>
      {canStart && (
        <Select
          showSearch={{ filterOption: false, onSearch: setQ }}
          placeholder={t('messages.newPlaceholder')}
          aria-label={t('messages.new')}
          data-testid="quick-chat-new"
          loading={contacts.isFetching}
          value={null}
          onChange={(id: string) => onOpen(id)}
          options={(contacts.data ?? []).map((c) => ({ value: c.id, label: `${c.name} · ${t(`messages.kind.${c.kind}`)}` }))}
        />
      )}
      {chats.isPending ? (
        <Spin />
      ) : chats.isError ? (
        <Alert type="error" showIcon title={t('messages.loadError')} />
      ) : (chats.data ?? []).length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages.empty')} />
      ) : (
        <List
          dataSource={chats.data}
          renderItem={(c) => (
            <List.Item style={{ cursor: 'pointer' }} onClick={() => onOpen(c.contactId)} data-testid="quick-chat-item">
              <List.Item.Meta
                title={
                  <Flex justify="space-between">
                    <button
                      type="button"
                      className="link-button"
                      style={{ all: 'unset', cursor: 'pointer', fontWeight: 600 }}
                      onClick={() => onOpen(c.contactId)}
                    >
                      {c.contactName}
                    </button>
                    <Badge count={c.unreadCount} size="small" />
                  </Flex>
                }
                description={
                  <Typography.Text type="secondary" ellipsis>
                    {c.lastMessageFromMe ? `${t('messages.you')}: ` : ''}
                    {c.lastMessage} · {dayjs(c.lastMessageAt).format('DD/MM/YYYY HH:mm')}
                  </Typography.Text>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Flex>
  );
}

function ConversationView({ contactId, onBack }: { contactId: string; onBack: () => void }) {
  const { t } = useTranslation();
  const chat = useChat(contactId);
  const send = useSendMessage();
  const [text, setText] = useState('');
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.data?.messages.length]);
  const submit = () => {
    const value = text.trim();
    if (!value) return;
    send.mutate({ toUserId: contactId, text: value }, { onSuccess: () => setText('') });
  };
  return (
    <Flex vertical gap={12} style={{ height: '100%' }}>
      <Flex align="center" gap={8}>
        <Button type="text" icon={<ArrowLeftOutlined aria-hidden />} aria-label={t('messages.back')} onClick={onBack} />
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {chat.data?.contact.name ?? ''}
        </Typography.Title>
      </Flex>
      <div style={{ flex: 1, overflowY: 'auto', minHeight: 200 }} data-testid="quick-chat-messages" aria-live="polite">
        {chat.isPending ? (
          <Spin />
        ) : chat.isError ? (
          <Alert type="error" showIcon title={t('messages.loadError')} />
        ) : chat.data.messages.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages.noMessages')} />
        ) : (
          chat.data.messages.map((m) => (
            <Flex key={m.id} justify={m.fromMe ? 'flex-end' : 'flex-start'} style={{ marginBottom: 8 }}>
              <div
                style={{
                  maxWidth: '80%',
                  padding: '6px 10px',
                  borderRadius: 10,
                  background: m.fromMe ? 'var(--ant-color-primary, #1668dc)' : 'rgba(128,128,128,0.15)',
                  color: m.fromMe ? '#fff' : undefined,
                  whiteSpace: 'pre-wrap',
                }}
              >
                {m.text}
                <div style={{ fontSize: 11, opacity: 0.75, textAlign: 'right' }}>{dayjs(m.createdAt).format('HH:mm')}</div>
              </div>
            </Flex>
          ))
        )}
        <div ref={end} />
      </div>
      {send.isError && <Alert type="error" showIcon title={t('messages.sendError')} />}
      {chat.data?.canReply !== false && (
        <Flex gap={8}>
          <Input.TextArea
            aria-label={t('messages.compose')}
            placeholder={t('messages.compose')}
            autoSize={{ minRows: 1, maxRows: 4 }}
            maxLength={2000}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onPressEnter={(e) => {
              if (!e.shiftKey) {
                e.preventDefault();
                submit();
              }
            }}
          />
          <Button type="primary" icon={<SendOutlined aria-hidden />} loading={send.isPending} onClick={submit}>
            {t('messages.send')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
