import { DOCUMENT_KIND_NAMES } from '@kurye/contracts/documents';
import { BOARD_POSITION_STEP, type TaskLinkKind, type TaskSource } from '@kurye/contracts/tasks';
import type { Db, Tx } from '../../db/client';
import { businessDateOf } from '../../lib/business-day';
import type { Clock } from '../../lib/clock';
import type { TxEventHook } from '../../lib/outbox';
import * as repo from './tasks.repository';

/**
 * A follow-up the office gets from something that happened (not from a person). `key` names the occurrence: the
 * same key never makes a second task, however often the event is seen (a retried transaction, a sweep run twice, two
 * processes). Any module may hand one over: `createTaskOnce(tx, …)` in its own transaction.
 */
export interface EventTask {
  key: string;
  source: TaskSource;
  zoneId: string;
  title: string;
  notes?: string | null;
  priority?: 0 | 1 | 2;
  dueDate?: Date | null;
  link?: { kind: TaskLinkKind; id: string } | null;
}

/** The one place an event becomes a task: on the zone's board, first column, on top of the list. Answers the new row, or undefined when the key was already used. */
export async function createTaskOnce(tx: Tx, task: EventTask, now: Date) {
  await repo.ensureBoards(tx, [task.zoneId]);
  const board = await repo.findBoardOfZone(tx, task.zoneId);
  const list = board && (await repo.findFirstOpenList(tx, board.id));
  const first = list ? await repo.firstCardPosition(tx, list.id) : null;
  const row = await repo.insertTaskOnce(tx, {
    sourceKey: task.key,
    source: task.source,
    type: 'task',
    zoneId: task.zoneId,
    title: task.title,
    notes: task.notes ?? null,
    priority: task.priority ?? 2,
    dueDate: task.dueDate ?? null,
    linkKind: task.link?.kind ?? null,
    linkId: task.link?.id ?? null,
    order: await repo.topOrder(tx),
    listId: list?.id ?? null,
    position: list ? (first === null ? BOARD_POSITION_STEP : first / 2) : null,
    createdAt: now,
    updatedAt: now,
  });
  if (row && board) await repo.touchBoard(tx, board.id, now);
  return row;
}

/** The key of the task about a store request still open after a day. */
export const openStoreRequestKey = (packetUpdateRequestId: string) => `store_request_open:${packetUpdateRequestId}`;

/** How long a store request may wait before the office gets a follow-up about it. */
export const STORE_REQUEST_FOLLOW_UP_MS = 24 * 60 * 60 * 1000;

/**
 * Delivery events → tasks, in the delivery transaction (registered on the dispatch transaction hooks): a store
 * rejected the location a courier set for a packet.
 */
export function taskEventsHook(clock: Clock): TxEventHook {
  return async (tx, events) => {
    for (const event of events) {
      if (event.type !== 'packet.location_rejected') continue;
      const ctx = await repo.findPacketContext(tx, event.data.requestId);
      if (!ctx) continue;
      await createTaskOnce(
        tx,
        {
          key: `location_rejected:${event.data.packetId}`,
          source: 'location_rejected',
          zoneId: ctx.zoneId,
          title: `Teslimat konumu reddedildi: T-${ctx.number}`,
          notes: `${ctx.storeName}, T-${ctx.number} numaralı talebin bir paketinin teslimat konumunu kabul etmedi. Doğru konumu işletmeyle netleştirip işletme talebini sonuçlandırın.`,
          link: { kind: 'request', id: ctx.requestId },
        },
        clock.now(),
      );
    }
  };
}

/**
 * The sweep (run by `lib/periodic.ts`): a task for each store request still open a day after it was made. Durable by
 * the data itself: the request's age and the task's key are rows, so a restart or a missed run loses nothing.
 */
export async function sweepOpenStoreRequests(db: Db, clock: Clock) {
  const now = clock.now();
  const due = await repo.findOpenStoreRequestsBefore(db, new Date(now.getTime() - STORE_REQUEST_FOLLOW_UP_MS), openStoreRequestKey);
  let created = 0;
  for (const r of due) {
    const storeName = (await repo.findStoreName(db, r.storeId)) ?? '';
    const made = await db.transaction((tx) =>
      createTaskOnce(
        tx,
        {
          key: openStoreRequestKey(r.id),
          source: 'store_request_open',
          zoneId: r.zoneId,
          title: `Bir gündür bekleyen işletme talebi: ${storeName}`,
          notes: `${storeName} işletmesinin talebi bir günden uzun süredir sonuçlanmadı. Talebi inceleyip sonuçlandırın.`,
          link: { kind: 'store', id: r.storeId },
        },
        now,
      ),
    );
    if (made) created++;
  }
  return { created };
}

/** The key of the task about a courier's document that expired on `expiresAt` (a renewal's new date is a new key). */
const EXPIRED_DOCUMENT_KEY = 'document_expired:';
export const expiredDocumentKey = (documentId: string, expiresAt: string) => `${EXPIRED_DOCUMENT_KEY}${documentId}:${expiresAt}`;

/**
 * The sweep (run by `lib/periodic.ts`): a task on the zone's board for each approved document of an active courier
 * whose expiry date has passed, once per document and date. The courier was warned 30 and 7 days before; this is the
 * office's follow-up to get the renewal.
 */
export async function sweepExpiredDocuments(db: Db, clock: Clock) {
  const now = clock.now();
  const today = businessDateOf(now);
  const due = await repo.findExpiredDocumentsWithoutTask(db, today, EXPIRED_DOCUMENT_KEY);
  let created = 0;
  for (const d of due) {
    const name = DOCUMENT_KIND_NAMES[d.kind];
    const made = await db.transaction((tx) =>
      createTaskOnce(
        tx,
        {
          key: expiredDocumentKey(d.id, d.expiresAt),
          source: 'document_expired',
          zoneId: d.zoneId,
          title: `Belgesinin süresi doldu: ${d.carrierName} (${name})`,
          notes: `${d.carrierName} adlı kuryenin ${name} belgesinin süresi ${d.expiresAt} tarihinde doldu. Kuryeden yenisini yüklemesini isteyin ve yeni belgeyi onaylayın.`,
          link: { kind: 'carrier', id: d.carrierId },
        },
        now,
      ),
    );
    if (made) created++;
  }
  return { created };
}
