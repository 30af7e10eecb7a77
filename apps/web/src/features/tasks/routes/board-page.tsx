import { useState, type DragEvent } from 'react';
import { Button, Empty, Flex, Input, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { ArrowDownOutlined, ArrowLeftOutlined, ArrowRightOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BoardDetail, Card } from '@kurye/contracts/tasks';
import { PageFrame } from '../../../components/page-frame';
import { LoadError } from '../../../components/load-error';
import { PRIORITY_COLORS } from '../../../components/task-form-dialog';
import { formatDate } from '../../../lib/format';
import { useBoards } from '../../../lib/follow-ups';
import { hasClaim } from '../../../lib/authorization';
import { useSession } from '../../../lib/session';
import { useAreaPrefix } from '../../../lib/use-area-prefix';
import { useBoard, useCreateCard, useMoveCards } from '../api/board';
import { positionAt } from '../lib/reorder';

/**
 * …/apps/scrumboard — the board of one of the user's zones: columns Yapılacak / Devam ediyor / İncelemede / Tamamlandı
 * with the zone's follow-ups as cards. Cards move by drag and drop, or by the arrow buttons (keyboard).
 */
export function BoardPage() {
  const { t } = useTranslation();
  const boards = useBoards();
  const [params, setParams] = useSearchParams();
  const boardId = params.get('board') ?? boards.data?.[0]?.id;
  const board = useBoard(boardId);

  return (
    <PageFrame
      page="scrumboard"
      extra={
        boards.data && boards.data.length > 1 ? (
          <Select
            aria-label={t('followUps.board.choose')}
            value={boardId}
            style={{ minWidth: 200 }}
            onChange={(v: string) => setParams({ board: v }, { replace: true })}
            options={boards.data.map((b) => ({ value: b.id, label: b.zoneName }))}
          />
        ) : null
      }
    >
      {boards.isPending || (boardId && board.isPending) ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : boards.isError ? (
        <LoadError error={boards.error} onRetry={() => void boards.refetch()} />
      ) : !boardId ? (
        <Empty description={t('followUps.board.none')} />
      ) : board.isError ? (
        <LoadError error={board.error} onRetry={() => void board.refetch()} />
      ) : board.data ? (
        <Columns board={board.data} />
      ) : null}
    </PageFrame>
  );
}

function Columns({ board }: { board: BoardDetail }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const canWrite = hasClaim(user, 'tasks.write');
  const move = useMoveCards(board.id);
  const [dragged, setDragged] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');

  /** Puts a card at `index` of column `listIndex` (index among the column's other cards). */
  const place = (card: Card, listIndex: number, index: number) => {
    const list = board.lists[listIndex];
    if (!list) return;
    const others = list.cards.filter((c) => c.id !== card.id).map((c) => c.position);
    move.mutate({ cards: [{ id: card.id, listId: list.id, position: positionAt(others, index) }] });
    setAnnounce(t('followUps.board.moved', { title: card.title, list: list.title, position: Math.min(index, others.length) + 1 }));
  };
  const cardById = (id: string) => board.lists.flatMap((l) => l.cards).find((c) => c.id === id);
  const onDrop = (e: DragEvent, listIndex: number, index: number) => {
    e.preventDefault();
    e.stopPropagation();
    const card = dragged ? cardById(dragged) : undefined;
    if (card) {
      // Dropped below itself in the same column: the index counts the card's own old place.
      const list = board.lists[listIndex];
      const own = list.cards.findIndex((c) => c.id === card.id);
      place(card, listIndex, own >= 0 && own < index ? index - 1 : index);
    }
    setDragged(null);
  };

  return (
    <>
      <div
        role="status"
        aria-live="polite"
        className="visually-hidden"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {announce}
      </div>
      <Typography.Paragraph type="secondary">{board.description}</Typography.Paragraph>
      <div style={{ display: 'flex', gap: 12, overflowX: 'auto', paddingBottom: 8, alignItems: 'flex-start' }}>
        {board.lists.map((list, li) => (
          <section
            key={list.id}
            aria-labelledby={`list-${list.id}`}
            data-testid="board-list"
            onDragOver={(e) => dragged && e.preventDefault()}
            onDrop={(e) => onDrop(e, li, list.cards.length)}
            style={{ flex: '0 0 272px', background: 'rgba(128,128,128,0.08)', borderRadius: 8, padding: 8, minHeight: 120 }}
          >
            <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
              <Typography.Title level={2} id={`list-${list.id}`} style={{ fontSize: 15, margin: 0 }}>
                {list.title}
              </Typography.Title>
              <Tag>{list.cards.length}</Tag>
            </Flex>
            <ol style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
              {list.cards.map((card, ci) => (
                <li
                  key={card.id}
                  data-testid="board-card"
                  draggable={canWrite}
                  onDragStart={(e) => {
                    setDragged(card.id);
                    e.dataTransfer.effectAllowed = 'move';
                  }}
                  onDragEnd={() => setDragged(null)}
                  onDragOver={(e) => dragged && e.preventDefault()}
                  onDrop={(e) => onDrop(e, li, ci)}
                  style={{ opacity: dragged === card.id ? 0.5 : 1 }}
                >
                  <BoardCard
                    card={card}
                    canWrite={canWrite}
                    first={li === 0}
                    last={li === board.lists.length - 1}
                    top={ci === 0}
                    bottom={ci === list.cards.length - 1}
                    onMove={(dl, dc) => {
                      if (dl) place(card, li + dl, board.lists[li + dl]?.cards.length ?? 0);
                      else place(card, li, ci + dc);
                    }}
                  />
                </li>
              ))}
            </ol>
            {list.cards.length === 0 && (
              <Typography.Paragraph type="secondary" style={{ textAlign: 'center', margin: '16px 0' }}>
                {t('followUps.board.emptyList')}
              </Typography.Paragraph>
            )}
            {canWrite && <AddCard boardId={board.id} listId={list.id} />}
          </section>
        ))}
      </div>
    </>
  );
}

function BoardCard({
  card,
  canWrite,
  first,
  last,
  top,
  bottom,
  onMove,
}: {
  card: Card;
  canWrite: boolean;
  first: boolean;
  last: boolean;
  top: boolean;
  bottom: boolean;
  onMove: (list: -1 | 0 | 1, step: -1 | 0 | 1) => void;
}) {
  const { t } = useTranslation();
  const prefix = useAreaPrefix();
  return (
    <article
      aria-label={card.title}
      style={{
        background: 'var(--ant-color-bg-container, #fff)',
        borderRadius: 6,
        padding: 8,
        boxShadow: '0 1px 2px rgba(0,0,0,0.12)',
        cursor: canWrite ? 'grab' : undefined,
      }}
    >
      <Link to={`${prefix}/apps/tasks/${card.id}`} style={{ display: 'block', marginBottom: 4, textDecoration: card.completed ? 'line-through' : undefined }}>
        {card.title}
      </Link>
      <Space size={4} wrap>
        <Tag color={PRIORITY_COLORS[card.priority]}>{t(`followUps.priority.${card.priority}`)}</Tag>
        {card.link && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {card.link.label}
          </Typography.Text>
        )}
        {card.assigneeName && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            · {card.assigneeName}
          </Typography.Text>
        )}
        {card.dueDate && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            · {formatDate(card.dueDate)}
          </Typography.Text>
        )}
      </Space>
      {canWrite && (
        <Flex justify="flex-end" style={{ marginTop: 4 }}>
          <Space.Compact size="small">
            <Button
              size="small"
              type="text"
              icon={<ArrowLeftOutlined />}
              disabled={first}
              aria-label={t('followUps.board.moveLeft', { title: card.title })}
              onClick={() => onMove(-1, 0)}
            />
            <Button
              size="small"
              type="text"
              icon={<ArrowUpOutlined />}
              disabled={top}
              aria-label={t('followUps.board.moveUp', { title: card.title })}
              onClick={() => onMove(0, -1)}
            />
            <Button
              size="small"
              type="text"
              icon={<ArrowDownOutlined />}
              disabled={bottom}
              aria-label={t('followUps.board.moveDown', { title: card.title })}
              onClick={() => onMove(0, 1)}
            />
            <Button
              size="small"
              type="text"
              icon={<ArrowRightOutlined />}
              disabled={last}
              aria-label={t('followUps.board.moveRight', { title: card.title })}
              onClick={() => onMove(1, 0)}
            />
          </Space.Compact>
        </Flex>
      )}
    </article>
  );
}

function AddCard({ boardId, listId }: { boardId: string; listId: string }) {
  const { t } = useTranslation();
  const create = useCreateCard();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const save = () => {
    if (!title.trim()) return;
    create.mutate(
      { boardId, listId, title: title.trim() },
      {
        onSuccess: () => {
          setTitle('');
          setOpen(false);
        },
      },
    );
  };
  if (!open)
    return (
      <Button type="text" block icon={<PlusOutlined />} onClick={() => setOpen(true)} style={{ marginTop: 8 }}>
        {t('followUps.board.addCard')}
      </Button>
    );
  return (
    <Space.Compact style={{ width: '100%', marginTop: 8 }}>
      <Input
        autoFocus
        value={title}
        maxLength={200}
        aria-label={t('followUps.board.cardTitle')}
        placeholder={t('followUps.board.cardTitle')}
        onChange={(e) => setTitle(e.target.value)}
        onPressEnter={save}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
      />
      <Button type="primary" loading={create.isPending} disabled={!title.trim()} onClick={save}>
        {t('followUps.board.add')}
      </Button>
    </Space.Compact>
  );
}
