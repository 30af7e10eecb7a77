import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOARD_POSITION_STEP, DEFAULT_BOARD_LISTS } from '@kurye/contracts/tasks';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-seed';
import { taskEventsHook } from '../src/modules/tasks/task-events';
import { markTitle } from '../src/modules/tasks/tasks.service';
import { eastOf, onlineCourier, quietZone, storePoint } from './delivery-helpers';
import { bearer, signIn, testDatabaseKinds, useTestApp, type DemoAccount } from './test-app';

type Row = Record<string, unknown>;
interface TaskWire {
  id: string;
  title: string;
  order: number;
  zoneId: string;
  priority: number;
  completed: boolean;
  listId: string | null;
  position: number | null;
  boardId: string | null;
  tags: string[];
  source: string | null;
  assignedTo: string | null;
  link: { kind: string; id: string; label: string | null } | null;
}

describe.each(testDatabaseKinds)('tasks, scrumboard and notes on %s', (kind) => {
  const t = useTestApp(kind);
  const h = {} as Record<DemoAccount, Record<string, string>>;
  const userId = {} as Record<DemoAccount, string>;
  const zone = {} as Record<'kadikoy' | 'uskudar' | 'besiktas', string>;
  const record = {} as Record<'kadikoyStore' | 'besiktasStore' | 'kadikoyCarrier' | 'besiktasCarrier', string>;

  const call = (method: string, url: string, headers: Record<string, string>, payload?: InjectOptions['payload']) =>
    t.app.inject({ method: method as 'GET', url, headers, payload });
  const rows = async (q: ReturnType<typeof sql>) => ((await t.database.db.execute(q)) as unknown as { rows: Row[] }).rows;

  beforeAll(async () => {
    for (const a of ['admin', 'operator', 'chief', 'accountant', 'store', 'carrier'] as DemoAccount[]) {
      const s = await signIn(t.app, a);
      h[a] = bearer(s.accessToken);
      userId[a] = s.user.id;
    }
    for (const z of await rows(sql`select id, name from zones`)) {
      if (z.name === 'Kadıköy') zone.kadikoy = String(z.id);
      if (z.name === 'Üsküdar') zone.uskudar = String(z.id);
      if (z.name === 'Beşiktaş') zone.besiktas = String(z.id);
    }
    const storeIn = async (zoneId: string) => String((await rows(sql`select id from stores where zone_id = ${zoneId} order by name limit 1`))[0].id);
    const carrierIn = async (zoneId: string) => String((await rows(sql`select id from carriers where zone_id = ${zoneId} order by id limit 1`))[0].id);
    record.kadikoyStore = await storeIn(zone.kadikoy);
    record.besiktasStore = await storeIn(zone.besiktas);
    record.kadikoyCarrier = await carrierIn(zone.kadikoy);
    record.besiktasCarrier = await carrierIn(zone.besiktas);
  });

  const newTask = async (who: DemoAccount, task: Record<string, unknown>, type = 'task') => {
    const res = await call('POST', '/api/apps/tasks/task', h[who], { type, task });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as TaskWire;
  };
  const allTasks = async (who: DemoAccount, query = '') => (await call('GET', `/api/apps/tasks/all${query}`, h[who])).json() as TaskWire[];

  describe('claims', () => {
    it('the office roles that run the day read and write follow-ups; the accountant, a store and a courier get 403', async () => {
      for (const who of ['admin', 'operator', 'chief'] as DemoAccount[]) {
        expect((await call('GET', '/api/apps/tasks/all', h[who])).statusCode, who).toBe(200);
        expect((await call('GET', '/api/apps/scrumboard/boards', h[who])).statusCode, who).toBe(200);
        expect((await call('GET', '/api/apps/notes/all', h[who])).statusCode, who).toBe(200);
      }
      for (const who of ['accountant', 'store', 'carrier'] as DemoAccount[]) {
        expect((await call('GET', '/api/apps/tasks/all', h[who])).statusCode, who).toBe(403);
        expect((await call('GET', '/api/apps/scrumboard/boards', h[who])).statusCode, who).toBe(403);
        expect((await call('GET', '/api/apps/notes/all', h[who])).statusCode, who).toBe(403);
        expect((await call('POST', '/api/apps/tasks/task', h[who], { task: { title: 'x', zoneId: zone.kadikoy } })).statusCode, who).toBe(403);
      }
      expect((await call('GET', '/api/apps/tasks/all', {})).statusCode).toBe(401);
    });
  });

  describe('validation', () => {
    it('refuses an empty title, a priority outside 0–2, an unknown tag, a task without a zone, and an assignee who cannot see the zone', async () => {
      const bad = async (task: Record<string, unknown>, code?: string) => {
        const res = await call('POST', '/api/apps/tasks/task', h.operator, { task });
        expect(res.statusCode, res.body).toBe(400);
        if (code) expect(res.json().code).toBe(code);
      };
      await bad({ title: '  ', zoneId: zone.kadikoy });
      await bad({ title: 'Ara', zoneId: zone.kadikoy, priority: 3 });
      await bad({ title: 'Ara', zoneId: zone.kadikoy, tags: ['6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b'] }, 'unknown_tag');
      // The operator works in two zones: which one must be said (or come from the linked record).
      await bad({ title: 'Ara' }, 'task_zone_required');
      await bad({ title: 'Ara', zoneId: zone.kadikoy, assignedTo: userId.accountant }, 'invalid_assignee');
      await bad({ title: 'Ara', zoneId: zone.kadikoy, dueDate: 'yarın' });
      expect((await call('PATCH', '/api/apps/tasks/task', h.operator, { id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', task: {} })).statusCode).toBe(400);
    });
  });

  describe('zone scope', () => {
    it('a task of another zone is invisible and untouchable: not listed, 404 by id, and no task can be linked to its records', async () => {
      const besiktas = await newTask('admin', { title: 'Beşiktaş deposunu say', zoneId: zone.besiktas });
      expect((await allTasks('admin')).map((x) => x.id)).toContain(besiktas.id);
      expect((await allTasks('operator')).map((x) => x.id)).not.toContain(besiktas.id);
      expect((await call('GET', `/api/apps/tasks/task?id=${besiktas.id}`, h.operator)).statusCode).toBe(404);
      expect((await call('PATCH', '/api/apps/tasks/task', h.operator, { id: besiktas.id, task: { title: 'x' } })).statusCode).toBe(404);
      expect((await call('DELETE', `/api/apps/tasks/task?id=${besiktas.id}`, h.operator)).statusCode).toBe(404);
      expect((await call('PATCH', '/api/apps/tasks/order', h.operator, { tasks: [{ id: besiktas.id }] })).statusCode).toBe(404);
      const linked = await call('POST', '/api/apps/tasks/task', h.operator, { task: { title: 'Ara', link: { kind: 'carrier', id: record.besiktasCarrier } } });
      expect(linked.statusCode).toBe(404);
      expect((await call('POST', '/api/apps/tasks/task', h.operator, { task: { title: 'Ara', zoneId: zone.besiktas } })).statusCode).toBe(404);
      const boards = (await (await call('GET', '/api/apps/scrumboard/boards', h.operator)).json()) as { id: string; zoneId: string }[];
      expect(boards.map((b) => b.zoneId).sort()).toEqual([zone.kadikoy, zone.uskudar].sort());
      const besiktasBoard = (await call('GET', '/api/apps/scrumboard/boards', h.admin)).json().find((b: { zoneId: string }) => b.zoneId === zone.besiktas);
      expect((await call('GET', `/api/apps/scrumboard/board?id=${besiktasBoard.id}`, h.operator)).statusCode).toBe(404);
      expect((await call('GET', `/api/apps/scrumboard/board/labels?boardId=${besiktasBoard.id}`, h.operator)).statusCode).toBe(404);
      expect(
        (await call('PATCH', '/api/apps/scrumboard/board/cards', h.operator, { cards: [{ id: besiktas.id, listId: besiktas.listId, position: 1 }] }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('a follow-up about a courier', () => {
    it('takes the courier’s zone and priority 1, goes on top of the list and of the board’s first column, and the assignee is notified', async () => {
      const first = await newTask('operator', {
        title: 'Kuryeyle ehliyet yenilemesini konuş',
        link: { kind: 'carrier', id: record.kadikoyCarrier },
        assignedTo: userId.chief,
      });
      expect(first).toMatchObject({
        zoneId: zone.kadikoy,
        priority: 1,
        completed: false,
        assignedTo: userId.chief,
        link: { kind: 'carrier', id: record.kadikoyCarrier },
      });
      expect(first.link!.label).toBeTruthy();
      const board = (await call('GET', `/api/apps/scrumboard/board?id=${first.boardId}`, h.operator)).json();
      expect(board.lists.map((l: { title: string }) => l.title)).toEqual([...DEFAULT_BOARD_LISTS]);
      expect(board.lists.map((l: { position: number }) => l.position)).toEqual(DEFAULT_BOARD_LISTS.map((_, i) => (i + 1) * BOARD_POSITION_STEP));
      expect(board.lists[0].cards[0].id).toBe(first.id);
      expect(first.listId).toBe(board.lists[0].id);

      const feed = (await call('GET', '/api/common/notifications', h.chief)).json();
      const note = feed.items.find((i: { kind: string; description: string }) => i.kind === 'task_assigned' && i.description === first.title);
      expect(note).toBeDefined();
      expect(note.link).toBe(`/chief/apps/tasks/${first.id}`);
      // The operator gave it: nothing in the operator's own bell.
      const mine = (await call('GET', '/api/common/notifications', h.operator)).json();
      expect(mine.items.some((i: { kind: string }) => i.kind === 'task_assigned')).toBe(false);

      const onCourier = await allTasks('operator', `?linkKind=carrier&linkId=${record.kadikoyCarrier}`);
      expect(onCourier.map((x) => x.id)).toEqual([first.id]);
    });
  });

  describe('ordering', () => {
    it('a new task goes on top; PATCH order hands the caller’s order slots out in the new sequence', async () => {
      const a = await newTask('chief', { title: 'Sıra A', zoneId: zone.kadikoy });
      const b = await newTask('chief', { title: 'Sıra B', zoneId: zone.kadikoy });
      const c = await newTask('chief', { title: 'Sıra C', zoneId: zone.kadikoy });
      const ours = (list: TaskWire[]) => list.filter((x) => [a.id, b.id, c.id].includes(x.id)).map((x) => x.title);
      expect(ours(await allTasks('chief'))).toEqual(['Sıra C', 'Sıra B', 'Sıra A']);
      const visible = await allTasks('chief');
      const wanted = [a, ...visible.filter((x) => x.id !== a.id)].map((x) => ({ id: x.id }));
      const res = await call('PATCH', '/api/apps/tasks/order', h.chief, { tasks: wanted });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as TaskWire[]).map((x) => x.id)).toEqual(wanted.map((x) => x.id));
      expect((await allTasks('chief')).map((x) => x.id)).toEqual(wanted.map((x) => x.id));
      const orders = (await allTasks('chief')).map((x) => x.order);
      expect(orders).toEqual([...orders].sort((x, y) => x - y));
      expect(new Set(orders).size).toBe(orders.length);
    });

    it('board cards come back by position, and a move between columns completes and reopens the task and tells its assignee', async () => {
      const x = await newTask('operator', { title: 'Kart X', zoneId: zone.uskudar, assignedTo: userId.chief });
      const y = await newTask('operator', { title: 'Kart Y', zoneId: zone.uskudar });
      let board = (await call('GET', `/api/apps/scrumboard/board?id=${x.boardId}`, h.operator)).json();
      const [todo, doing, , done] = board.lists as { id: string; cards: { id: string; position: number }[] }[];
      expect(todo.cards.map((c) => c.id).slice(0, 2)).toEqual([y.id, x.id]);
      // Drag X above Y (a position between nothing and Y's).
      const pos = await call('PATCH', '/api/apps/scrumboard/board/card/positions', h.operator, { cards: [{ id: x.id, position: todo.cards[0].position / 2 }] });
      expect(pos.statusCode, pos.body).toBe(200);
      board = (await call('GET', `/api/apps/scrumboard/board?id=${x.boardId}`, h.operator)).json();
      expect(board.lists[0].cards.map((c: { id: string }) => c.id).slice(0, 2)).toEqual([x.id, y.id]);

      const moved = await call('PATCH', '/api/apps/scrumboard/board/cards', h.operator, {
        cards: [{ id: x.id, listId: doing.id, position: BOARD_POSITION_STEP }],
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()[0]).toMatchObject({ id: x.id, listId: doing.id, completed: false });
      await call('PATCH', '/api/apps/scrumboard/board/cards', h.operator, { cards: [{ id: x.id, listId: done.id, position: BOARD_POSITION_STEP }] });
      expect((await call('GET', `/api/apps/tasks/task?id=${x.id}`, h.operator)).json().completed).toBe(true);
      const feed = (await call('GET', '/api/common/notifications', h.chief)).json();
      expect(feed.items.filter((i: { kind: string; params: { title: string } }) => i.kind === 'task_moved' && i.params.title === 'Kart X').length).toBe(2);
      // Opening the task again takes its card back to the first open column.
      const reopened = (await call('PATCH', '/api/apps/tasks/task', h.operator, { id: x.id, task: { completed: false } })).json();
      expect(reopened.listId).toBe(todo.id);
      const completed = (await call('PATCH', '/api/apps/tasks/task', h.operator, { id: y.id, task: { completed: true } })).json();
      expect(completed.listId).toBe(done.id);
    });

    it('lists take positions in steps of 65,536 and reorder; a list deleted takes its cards', async () => {
      const boards = (await call('GET', '/api/apps/scrumboard/boards', h.operator)).json() as { id: string; zoneId: string }[];
      const board = boards.find((b) => b.zoneId === zone.uskudar)!;
      const added = await call('POST', '/api/apps/scrumboard/board/list', h.operator, { list: { boardId: board.id, title: 'Beklemede' } });
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json().position).toBe(5 * BOARD_POSITION_STEP);
      const card = await call('PUT', '/api/apps/scrumboard/board/card', h.operator, {
        card: { boardId: board.id, listId: added.json().id, title: 'Bekleyen iş' },
      });
      expect(card.statusCode, card.body).toBe(200);
      const lists = await call('PATCH', '/api/apps/scrumboard/board/lists', h.operator, {
        lists: [{ id: added.json().id, position: BOARD_POSITION_STEP / 2 }],
      });
      expect(lists.json()[0].id).toBe(added.json().id);
      const detail = (await call('GET', `/api/apps/scrumboard/board?id=${board.id}`, h.operator)).json();
      expect(detail.lists[0].title).toBe('Beklemede');
      expect((await call('DELETE', `/api/apps/scrumboard/board/list?id=${added.json().id}`, h.operator)).statusCode).toBe(200);
      expect((await call('GET', `/api/apps/tasks/task?id=${card.json().id}`, h.operator)).statusCode).toBe(404);
    });
  });

  describe('search, tags and labels', () => {
    it('search finds title or notes (Turkish letters folded) and marks the title matches, HTML-escaped; an empty query answers null', async () => {
      await newTask('operator', { title: 'Şişli <yol> çalışması', zoneId: zone.kadikoy, notes: 'Köprü kapalı' });
      const found = (await call('GET', `/api/apps/tasks/search?query=${encodeURIComponent('sisli')}`, h.operator)).json() as TaskWire[];
      expect(found.map((x) => x.title)).toContain('<mark>Şişli</mark> &#60;yol&#62; çalışması');
      const byNotes = (await call('GET', `/api/apps/tasks/search?query=kopru`, h.operator)).json() as TaskWire[];
      expect(byNotes.map((x) => x.title)).toContain('Şişli &#60;yol&#62; çalışması');
      expect((await call('GET', '/api/apps/tasks/search?query=', h.operator)).json()).toBeNull();
      expect(markTitle('Kadıköy kadıköy', 'KADIKOY')).toBe('<mark>Kadıköy</mark> <mark>kadıköy</mark>');
    });

    it('a deleted tag leaves every task; a card label must be of the card’s board', async () => {
      const tag = await call('POST', '/api/apps/tasks/tag', h.operator, { tag: { title: 'Konum' } });
      expect(tag.statusCode).toBe(201);
      expect((await call('POST', '/api/apps/tasks/tag', h.operator, { tag: { title: 'Konum' } })).statusCode).toBe(409);
      const task = await newTask('operator', { title: 'Etiketli', zoneId: zone.kadikoy, tags: [tag.json().id] });
      expect(task.tags).toEqual([tag.json().id]);
      expect((await call('DELETE', `/api/apps/tasks/tag?id=${tag.json().id}`, h.operator)).statusCode).toBe(200);
      expect((await call('GET', `/api/apps/tasks/task?id=${task.id}`, h.operator)).json().tags).toEqual([]);

      const boards = (await call('GET', '/api/apps/scrumboard/boards', h.operator)).json() as { id: string; zoneId: string }[];
      const other = boards.find((b) => b.zoneId === zone.uskudar)!;
      const label = (await call('PUT', '/api/apps/scrumboard/board/label', h.operator, { label: { boardId: other.id, title: 'Acil' } })).json();
      expect((await call('PATCH', '/api/apps/scrumboard/board/card', h.operator, { id: task.id, card: { labels: [label.id] } })).statusCode).toBe(400);
    });
  });

  describe('follow-ups made by events, once', () => {
    it('a rejected delivery location gives its zone one task, however often the event is seen', async () => {
      await quietZone(t);
      const courier = await onlineCourier(t, DEMO_ACCOUNTS.carrier.email, eastOf(storePoint, 0.3));
      const request = (await call('POST', '/api/requests', h.store, { packetCount: 1 })).json();
      const offer = (await call('GET', '/api/carrier/offers', courier.headers)).json().find((o: { requestId: string }) => o.requestId === request.id);
      expect((await call('POST', `/api/offers/${offer.id}/accept`, courier.headers)).statusCode).toBe(200);
      expect((await call('POST', `/api/requests/${request.id}/picked-up`, courier.headers)).statusCode).toBe(200);
      const packetId = (await call('GET', `/api/requests/${request.id}`, h.store)).json().packets[0].id;
      expect((await call('POST', `/api/packets/${packetId}/delivered`, courier.headers, eastOf(storePoint, 2))).statusCode).toBe(200);
      const rejected = await call('POST', '/api/Packet/Location/Reject', h.store, { packetId, note: 'Adres yanlış' });
      expect(rejected.statusCode, rejected.body).toBe(200);

      const made = (await allTasks('operator')).filter((x) => x.source === 'location_rejected' && x.link?.id === request.id);
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({ zoneId: zone.kadikoy, priority: 2, link: { kind: 'request' } });
      // The same event again (a retried transaction, another process): no second task.
      await t.database.db.transaction((tx) =>
        taskEventsHook(t.clock)(tx, [{ type: 'packet.location_rejected', data: { packetId, requestId: request.id }, audiences: [] }]),
      );
      expect((await allTasks('operator')).filter((x) => x.source === 'location_rejected' && x.link?.id === request.id)).toHaveLength(1);
    });

    it('a store request still open after a day gets one task from the sweep, however often it runs', async () => {
      const open = await rows(sql`select id, store_id from packet_update_requests where status = 'open'`);
      expect(open.length).toBeGreaterThan(0);
      expect((await t.app.taskSweep.runNow()).created).toBe(0);
      t.clock.advance(25 * 3600_000);
      const first = await t.app.taskSweep.runNow();
      expect(first.created).toBe(open.length);
      expect((await t.app.taskSweep.runNow()).created).toBe(0);
      const made = await rows(sql`select source_key from tasks where source = 'store_request_open'`);
      expect(made.map((r) => r.source_key).sort()).toEqual(open.map((r) => `store_request_open:${r.id}`).sort());
    });

    it('a courier’s approved document past its expiry date gets one task on the zone’s board; a renewal’s new date another', async () => {
      const day = (offsetDays: number) => new Date(t.clock.now().getTime() + 3 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
      const [doc] = await rows(sql`
        insert into courier_documents (carrier_id, kind, status, expires_at)
        values (${record.kadikoyCarrier}, 'src', 'approved', ${day(-40)}::date)
        on conflict (carrier_id, kind) where carrier_id is not null do update set status = 'approved', expires_at = excluded.expires_at
        returning id`);
      const tasksOfDoc = async () =>
        (await rows(sql`select source_key, zone_id, link_kind, link_id, list_id, title from tasks where source = 'document_expired'`)).filter((r) =>
          String(r.source_key).startsWith(`document_expired:${doc.id}:`),
        );
      expect((await t.app.taskSweep.runNow()).documents).toBeGreaterThanOrEqual(1);
      const made = await tasksOfDoc();
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({ zone_id: zone.kadikoy, link_kind: 'carrier', link_id: record.kadikoyCarrier });
      expect(made[0].list_id, 'a card on the zone’s board').not.toBeNull();
      expect(String(made[0].title)).toContain('SRC');
      expect((await t.app.taskSweep.runNow()).documents).toBe(0);
      // Renewed with a later date that has passed as well: one new follow-up, for the new date.
      await rows(sql`update courier_documents set expires_at = ${day(-1)}::date where id = ${doc.id}`);
      expect((await t.app.taskSweep.runNow()).documents).toBe(1);
      expect((await tasksOfDoc()).map((r) => r.source_key).sort()).toEqual(
        [`document_expired:${doc.id}:${day(-40)}`, `document_expired:${doc.id}:${day(-1)}`].sort(),
      );
    });
  });

  describe('notes', () => {
    it('a note on a store: checklist, labels resolved, archive; listed on the store; another zone’s store refused', async () => {
      const label = await call('POST', '/api/apps/notes/labels', h.operator, { label: { title: 'Sözleşme' } });
      expect(label.statusCode).toBe(201);
      const created = await call('POST', '/api/apps/notes', h.operator, {
        note: { title: 'Fiyat görüşmesi', content: 'Yeni km ücreti konuşulacak.', labels: [label.json().id], link: { kind: 'store', id: record.kadikoyStore } },
      });
      expect(created.statusCode, created.body).toBe(201);
      const note = created.json();
      expect(note).toMatchObject({ zoneId: zone.kadikoy, archived: false, labels: [{ id: label.json().id, title: 'Sözleşme' }], link: { kind: 'store' } });
      const withTask = (await call('POST', '/api/apps/notes/tasks', h.chief, { note: { id: note.id }, task: 'Teklif mektubunu gönder' })).json();
      expect(withTask.tasks).toMatchObject([{ content: 'Teklif mektubunu gönder', completed: false }]);
      const archived = await call('PATCH', '/api/apps/notes', h.operator, {
        updatedNote: { id: note.id, archived: true, tasks: [{ ...withTask.tasks[0], completed: true }] },
      });
      expect(archived.json()).toMatchObject({ archived: true, tasks: [{ completed: true }] });
      const onStore = (await call('GET', `/api/apps/notes/all?linkKind=store&linkId=${record.kadikoyStore}`, h.operator)).json();
      expect(onStore.map((n: { id: string }) => n.id)).toEqual([note.id]);
      expect((await call('GET', `/api/apps/notes/all?archived=false&linkKind=store&linkId=${record.kadikoyStore}`, h.operator)).json()).toEqual([]);
      expect((await call('DELETE', `/api/apps/notes/labels?id=${label.json().id}`, h.operator)).statusCode).toBe(200);
      expect((await call('GET', `/api/apps/notes/all?linkKind=store&linkId=${record.kadikoyStore}`, h.operator)).json()[0].labels).toEqual([]);

      const foreign = await call('POST', '/api/apps/notes', h.admin, { note: { title: 'Beşiktaş notu', link: { kind: 'store', id: record.besiktasStore } } });
      expect(foreign.statusCode).toBe(201);
      expect((await call('GET', '/api/apps/notes/all', h.operator)).json().map((n: { id: string }) => n.id)).not.toContain(foreign.json().id);
      expect((await call('PATCH', '/api/apps/notes', h.operator, { updatedNote: { id: foreign.json().id, title: 'x' } })).statusCode).toBe(404);
      expect((await call('POST', '/api/apps/notes/tasks', h.operator, { note: { id: foreign.json().id }, task: 'x' })).statusCode).toBe(404);
      expect((await call('DELETE', `/api/apps/notes?id=${foreign.json().id}`, h.operator)).statusCode).toBe(404);
      expect((await call('POST', '/api/apps/notes', h.operator, { note: { title: 'x', link: { kind: 'store', id: record.besiktasStore } } })).statusCode).toBe(
        404,
      );
      expect((await call('POST', '/api/apps/notes', h.operator, { note: { title: ' ', link: { kind: 'store', id: record.kadikoyStore } } })).statusCode).toBe(
        400,
      );
      expect((await call('POST', '/api/apps/notes', h.store, { note: { title: 'x', link: { kind: 'store', id: record.kadikoyStore } } })).statusCode).toBe(403);
      expect((await call('DELETE', `/api/apps/notes?id=${note.id}`, h.operator)).statusCode).toBe(200);
    });
  });
});
