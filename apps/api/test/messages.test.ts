import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CARRIERS, DEMO_ZONES } from '../src/db/seed/demo-data';
import { recordEvents, signInEmail } from './delivery-helpers';
import { bearer, createTestApp, signIn, testDatabaseKinds, type TestApp } from './test-app';

describe.each(testDatabaseKinds)('messages and quick chat on %s', (kind) => {
  let t: TestApp;
  const tok: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(tok[who]), payload });

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const a of ['admin', 'operator', 'store', 'carrier'] as const) {
      const res = await signIn(t.app, a);
      tok[a] = res.accessToken;
      ids[a] = res.user.id;
    }
    const operator = (await call('GET', '/api/common/user', 'operator')).json();
    const zones = (await call('GET', '/api/zones?size=100', 'admin')).json().items as { id: string; name: string }[];
    const mineKeys = new Set((operator.zoneIds as string[]).map((id) => DEMO_ZONES.find((z) => z.name === zones.find((x) => x.id === id)!.name)!.key));
    const foreign = DEMO_CARRIERS.find((c) => !mineKeys.has(c.zoneKey))!;
    tok.foreign = await signInEmail(t.app, foreign.email);
    ids.foreign = (await call('GET', '/api/common/user', 'foreign')).json().id;
  });
  afterAll(() => t?.close());

  it('an operator writes to a courier of their zone, live; the courier reads and answers', async () => {
    const courierName = (await call('GET', '/api/common/user', 'carrier')).json().name as string;
    const contacts = (await call('GET', `/api/apps/chat/contacts?q=${encodeURIComponent(courierName.split(' ')[0])}`, 'operator')).json();
    expect(contacts).toContainEqual({ id: ids.carrier, name: courierName, kind: 'courier' });
    expect((await call('GET', '/api/apps/chat/contacts', 'store')).json()).toEqual([]);

    const events = recordEvents(t);
    const sent = await call('POST', '/api/common/messages', 'operator', {
      message: { toUserId: ids.carrier, text: 'Kadıköy’de yoğunluk var, çevrimiçi olur musun?' },
    });
    expect(sent.statusCode).toBe(201);
    const live = events.of('message.created');
    expect(live).toHaveLength(1);
    expect(live[0].audiences).toEqual([`user:${ids.carrier}`, `user:${ids.operator}`]);
    expect(live[0].data).toMatchObject({ senderName: 'Mehmet Operatör', recipientId: ids.carrier, text: 'Kadıköy’de yoğunluk var, çevrimiçi olur musun?' });
    events.stop();

    const feed = (await call('GET', '/api/common/messages', 'carrier')).json();
    expect(feed[0]).toMatchObject({
      id: sent.json().id,
      title: 'Mehmet Operatör',
      description: 'Kadıköy’de yoğunluk var, çevrimiçi olur musun?',
      read: false,
      senderId: ids.operator,
      link: `/courier?chat=${ids.operator}`,
      useRouter: true,
    });
    const chats = (await call('GET', '/api/apps/chat/chats', 'carrier')).json();
    expect(chats[0]).toMatchObject({ contactId: ids.operator, contactName: 'Mehmet Operatör', unreadCount: 1, lastMessageFromMe: false });

    const chat = (await call('GET', `/api/apps/chat/chat?id=${ids.operator}`, 'carrier')).json();
    expect(chat).toMatchObject({
      contact: { id: ids.operator, name: 'Mehmet Operatör' },
      canReply: true,
      messages: [{ fromMe: false, text: 'Kadıköy’de yoğunluk var, çevrimiçi olur musun?' }],
    });
    expect((await call('GET', '/api/apps/chat/chats', 'carrier')).json()[0].unreadCount).toBe(0);

    // A courier may answer whoever wrote, but not start a conversation.
    t.clock.advance(60_000);
    expect((await call('POST', '/api/common/messages', 'carrier', { message: { toUserId: ids.operator, text: 'Tamam, geliyorum.' } })).statusCode).toBe(201);
    expect((await call('POST', '/api/common/messages', 'carrier', { message: { toUserId: ids.store, text: 'Merhaba' } })).statusCode).toBe(403);
    const operatorChat = (await call('GET', `/api/apps/chat/chat?id=${ids.carrier}`, 'operator')).json();
    expect(operatorChat.messages.map((m: { fromMe: boolean; text: string }) => [m.fromMe, m.text])).toEqual([
      [true, 'Kadıköy’de yoğunluk var, çevrimiçi olur musun?'],
      [false, 'Tamam, geliyorum.'],
    ]);
    // The feed's link is a real page of the reader's area whose header opens the chat with the sender.
    const operatorFeed = (await call('GET', '/api/common/messages', 'operator')).json();
    expect(operatorFeed[0]).toMatchObject({ title: expect.any(String), link: `/zone-operator/live-map?chat=${ids.carrier}`, useRouter: true });
  });

  it('zones limit who an operator may write to; a store cannot start a conversation', async () => {
    expect((await call('POST', '/api/common/messages', 'operator', { message: { toUserId: ids.foreign, text: 'Merhaba' } })).statusCode).toBe(403);
    expect((await call('GET', '/api/apps/chat/contacts', 'operator')).json().map((c: { id: string }) => c.id)).not.toContain(ids.foreign);
    expect((await call('GET', `/api/apps/chat/chat?id=${ids.foreign}`, 'operator')).statusCode).toBe(404);
    expect((await call('POST', '/api/common/messages', 'admin', { message: { toUserId: ids.foreign, text: 'Merhaba' } })).statusCode).toBe(201);
    expect((await call('POST', '/api/common/messages', 'store', { message: { toUserId: ids.operator, text: 'Merhaba' } })).statusCode).toBe(403);
  });

  it('read marks, toggle, mark all, delete — on one’s own messages only', async () => {
    const m = (await call('POST', '/api/common/messages', 'operator', { message: { toUserId: ids.carrier, text: 'Bir mesaj daha' } })).json();
    expect((await call('PATCH', '/api/common/messages', 'carrier', { id: m.id, message: { read: true } })).json().read).toBe(true);
    expect((await call('POST', '/api/common/messages/toggle-read-status', 'carrier', { message: { id: m.id } })).json().read).toBe(false);
    expect((await call('PATCH', '/api/common/messages', 'operator', { id: m.id, message: { read: true } })).statusCode).toBe(403);
    expect((await call('PATCH', '/api/common/messages', 'store', { id: m.id, message: { read: true } })).statusCode).toBe(404);
    const all = (await call('GET', '/api/common/messages/mark-all-as-read', 'carrier')).json();
    expect(all.every((i: { read: boolean }) => i.read)).toBe(true);
    expect((await call('DELETE', `/api/common/messages?id=${m.id}`, 'store')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/common/messages?id=${m.id}`, 'carrier')).json()).toBe(true);
    expect((await call('GET', '/api/common/messages', 'carrier')).json().map((i: { id: string }) => i.id)).not.toContain(m.id);
  });

  it('refuses bad input', async () => {
    const bad = async (payload: object) => expect((await call('POST', '/api/common/messages', 'operator', payload)).statusCode).toBe(400);
    await bad({ message: { toUserId: ids.carrier, text: '   ' } });
    await bad({ message: { toUserId: ids.carrier, text: 'x'.repeat(2001) } });
    await bad({ message: { toUserId: 'kurye', text: 'Merhaba' } });
    await bad({ message: { toUserId: ids.operator, text: 'Kendime' } });
    await bad({ message: { toUserId: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', text: 'Yok' } });
    await bad({ toUserId: ids.carrier, text: 'Merhaba' });
    expect((await call('GET', '/api/apps/chat/chat?id=nope', 'operator')).statusCode).toBe(400);
    expect((await call('DELETE', '/api/common/messages', 'operator')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/common/messages' })).statusCode).toBe(401);
  });
});
