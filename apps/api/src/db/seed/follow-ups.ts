import { and, asc, eq } from 'drizzle-orm';
import { BOARD_POSITION_STEP } from '@kurye/contracts/tasks';
import type { Tx } from '../client';
import { carriers, noteLabels, notes, stores, taskTags, users, zones } from '../schema';
import * as tasks from '../../modules/tasks/tasks.repository';

/**
 * A working office's follow-ups in the demo: the tags and note labels, every zone's board, and in Üsküdar a few
 * tasks (one per board column, one section) and a note on a store. Written once with the rest of the demo data.
 */
export async function seedFollowUps(tx: Tx, now: Date, chiefEmail: string) {
  await tx.insert(taskTags).values(['Acil', 'Evrak', 'Ödeme', 'Ekipman', 'Eğitim'].map((title) => ({ title })));
  const labels = await tx
    .insert(noteLabels)
    .values(['Şikâyet', 'Fiyat', 'Teslim noktası'].map((title) => ({ title })))
    .returning();
  await tasks.ensureBoards(tx, 'all');

  const [zone] = await tx.select().from(zones).where(eq(zones.name, 'Üsküdar'));
  const board = zone && (await tasks.findBoardOfZone(tx, zone.id));
  if (!board) return;
  const lists = await tasks.findLists(tx, board.id);
  const [store] = await tx.select().from(stores).where(eq(stores.zoneId, zone.id)).orderBy(asc(stores.name)).limit(1);
  const [courier] = await tx
    .select({ id: carriers.id })
    .from(carriers)
    .where(and(eq(carriers.zoneId, zone.id), eq(carriers.isJoker, false)))
    .orderBy(asc(carriers.id))
    .limit(1);
  const [chief] = await tx.select({ id: users.id }).from(users).where(eq(users.email, chiefEmail));
  const tagIds = new Map((await tx.select().from(taskTags)).map((t) => [t.title, t.id]));
  const day = 86_400_000;

  const items: (Omit<tasks.TaskInsert, 'zoneId' | 'order'> & { column: number | null })[] = [
    { type: 'section', title: 'Bu hafta', column: null },
    {
      title: 'Aylık mutabakatı işletmeyle konuş',
      notes: 'Geçen ayın iki paketi için ücret itirazı var; faturadan önce netleştirilecek.',
      priority: 2,
      dueDate: new Date(now.getTime() + day),
      tags: [tagIds.get('Ödeme')!],
      linkKind: store ? 'store' : null,
      linkId: store?.id ?? null,
      column: 0,
    },
    {
      title: 'Kask ve mont teslimini kontrol et',
      notes: 'Yeni sezon ekipmanı dağıtıldı; imzalı teslim tutanağı alınacak.',
      priority: 1,
      tags: [tagIds.get('Ekipman')!],
      assignedTo: chief?.id ?? null,
      linkKind: courier ? 'carrier' : null,
      linkId: courier?.id ?? null,
      subTasks: [
        { id: crypto.randomUUID(), title: 'Kask', completed: true },
        { id: crypto.randomUUID(), title: 'Yağmurluk', completed: false },
      ],
      column: 1,
    },
    { title: 'Joker istasyonu bekleme alanını gözden geçir', priority: 0, column: 2 },
    { title: 'Yeni kuryelere trafik eğitimi', priority: 1, completed: true, tags: [tagIds.get('Eğitim')!], column: 3 },
  ];
  for (const [i, item] of items.entries()) {
    const { column, ...values } = item;
    const list = column === null ? undefined : lists[column];
    await tasks.insertTask(tx, {
      ...values,
      zoneId: zone.id,
      order: i,
      listId: list?.id ?? null,
      position: list ? BOARD_POSITION_STEP : null,
      completed: Boolean(list?.completes),
      createdAt: now,
      updatedAt: now,
    });
  }
  if (store)
    await tx.insert(notes).values({
      zoneId: zone.id,
      linkKind: 'store',
      linkId: store.id,
      title: 'Teslim alma',
      content: 'Paketler arka kapıdan teslim alınıyor; öğle saatlerinde kapı önü kalabalık.',
      tasks: [{ id: crypto.randomUUID(), content: 'Yeni kuryelere arka kapıyı anlat', completed: false }],
      labels: [labels.find((l) => l.title === 'Teslim noktası')!.id],
      createdAt: now,
      updatedAt: now,
    });
}
