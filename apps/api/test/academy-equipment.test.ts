import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-seed';
import { DEMO_CARRIERS, DEMO_OPERATOR_ZONE_KEYS, DEMO_ACCOUNT_CARRIER_KEY } from '../src/db/seed/demo-data';
import { DEMO_COURSES, DEMO_EQUIPMENT } from '../src/db/seed/academy-and-equipment';
import { expectLedgerInvariants } from './ledger-helpers';
import { bearer, createTestApp, signIn, testDatabaseKinds, type DemoAccount, type TestApp } from './test-app';

const demoCourier = DEMO_CARRIERS.find((c) => c.key === DEMO_ACCOUNT_CARRIER_KEY)!;

describe.each(testDatabaseKinds)('courier academy and equipment on loan on %s', (kind) => {
  let t: TestApp;
  const h = {} as Record<DemoAccount, Record<string, string>>;
  let carrierId: string;
  const call = (method: string, url: string, headers: Record<string, string>, payload?: InjectOptions['payload']) =>
    t.app.inject({ method: method as 'GET', url, headers, payload });

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const a of Object.keys(DEMO_ACCOUNTS) as DemoAccount[]) h[a] = bearer((await signIn(t.app, a)).accessToken);
    carrierId = (await call('GET', '/api/carrier/me', h.carrier)).json().carrierId;
  });
  afterAll(() => t?.close());

  describe('academy', () => {
    it('lists categories by title and the seeded onboarding course with its steps; the courier has completed it', async () => {
      const categories = (await call('GET', '/api/apps/academy/categories', h.carrier)).json();
      expect(categories.map((c: { title: string }) => c.title)).toEqual(['Başlarken', 'Güvenlik', 'Mevzuat', 'Para ve Ödeme']);
      const courses = (await call('GET', '/api/apps/academy/courses', h.carrier)).json();
      const onboarding = courses[0];
      expect(onboarding).toMatchObject({ title: 'Kurye Ofis’e Hoş Geldiniz', featured: true, required: true, totalSteps: 6, category: 'baslarken' });
      expect(onboarding.progress).toEqual({ currentStep: 6, completed: true });
      const detail = (await call('GET', `/api/apps/academy/courses/course?id=${onboarding.id}`, h.operator)).json();
      expect(detail.steps.map((s: { title: string }) => s.title)).toEqual(DEMO_COURSES[0].steps.map((s) => s.title));
      expect(detail.steps.map((s: { order: number }) => s.order)).toEqual([1, 2, 3, 4, 5, 6]);
      // An office user has no progress of its own and no required course.
      expect(detail).toMatchObject({ required: false, progress: { currentStep: 0, completed: false } });
      expect((await call('GET', `/api/apps/academy/courses/course?id=${crypto.randomUUID()}`, h.carrier)).statusCode).toBe(404);
      expect((await call('GET', '/api/apps/academy/courses', h.store)).statusCode).toBe(403);
    });

    it('a required course keeps the courier from going available until every step is done in order; operators see who completed it', async () => {
      const created = await call('POST', '/api/apps/academy/courses/course', h.admin, {
        title: 'Soğuk Zincir Teslimatı',
        slug: 'soguk-zincir',
        category: 'guvenlik',
        duration: 12,
        requiredFor: [demoCourier.carrierTypeCode],
        steps: [
          {
            title: 'Çanta',
            content:
              '<p onclick="x()">Çantayı <b>kapalı</b> tutun.</p><script>alert(1)</script><img src="https://belge.kuryeofis.test/canta.jpg" alt="Çanta"><img src="javascript:alert(1)">',
          },
          { title: 'Teslim', subtitle: 'Kapıda', content: 'Paketi hemen teslim edin.\n\nBekletmeyin.' },
        ],
      });
      expect(created.statusCode).toBe(201);
      const course = created.json() as { id: string; steps: { content: string }[] };
      expect(course.steps[0].content).toBe('<p>Çantayı <b>kapalı</b> tutun.</p><img src="https://belge.kuryeofis.test/canta.jpg" alt="Çanta" />');
      expect(course.steps[1].content).toBe('<p>Paketi hemen teslim edin.</p><p>Bekletmeyin.</p>');
      expect((await call('POST', '/api/apps/academy/courses/course', h.operator, { ...course, slug: 'baska' })).statusCode).toBe(403);
      const again = await call('POST', '/api/apps/academy/courses/course', h.admin, {
        title: 'Kopya',
        slug: 'soguk-zincir',
        category: 'guvenlik',
        duration: 5,
        steps: [{ title: 'Bir', content: 'x' }],
      });
      expect(again.json().code).toBe('course_slug_taken');

      const refused = await call('POST', '/api/carrier/status', h.carrier, { status: 'available' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'required_courses_incomplete',
        message: 'Müsait olmadan önce zorunlu eğitimleri tamamlamalısınız: Soğuk Zincir Teslimatı. Eğitimler sekmesinden devam edebilirsiniz.',
      });
      // Going offline or on a break is never refused.
      expect((await call('POST', '/api/carrier/status', h.carrier, { status: 'break' })).statusCode).toBe(200);

      const step = (n: number) => call('POST', '/api/apps/academy/courses/progress', h.carrier, { courseId: course.id, step: n });
      expect((await step(2)).json().code).toBe('course_step_locked');
      expect((await step(1)).json().progress).toEqual({ currentStep: 2, completed: false });
      expect((await call('POST', '/api/apps/academy/courses/progress', h.operator, { courseId: course.id, step: 1 })).statusCode).toBe(403);

      const started = (await call('GET', `/api/apps/academy/courses/progress?courseId=${course.id}&state=started`, h.operator)).json();
      expect(started.items.map((r: { carrierId: string }) => r.carrierId)).toEqual([carrierId]);
      expect(started.items[0]).toMatchObject({ currentStep: 2, totalSteps: 2, completed: false, completedAt: null });

      expect((await step(2)).json().progress).toEqual({ currentStep: 2, completed: true });
      expect((await step(2)).json().progress).toEqual({ currentStep: 2, completed: true });
      expect((await call('POST', '/api/carrier/status', h.carrier, { status: 'available' })).statusCode).toBe(200);
      await call('POST', '/api/carrier/status', h.carrier, { status: 'offline' });

      const completed = (await call('GET', `/api/apps/academy/courses/progress?courseId=${course.id}&state=completed`, h.operator)).json();
      expect(completed.total).toBe(1);
      expect(completed.items[0]).toMatchObject({ carrierId, completed: true });
      const notStarted = (await call('GET', `/api/apps/academy/courses/progress?courseId=${course.id}&state=not_started&size=100`, h.operator)).json();
      expect(notStarted.items.every((r: { currentStep: number; completed: boolean }) => r.currentStep === 0 && !r.completed)).toBe(true);
      expect(notStarted.total).toBeGreaterThan(0);
      // The operator's list holds only couriers of its zones.
      const all = (await call('GET', `/api/apps/academy/courses/progress?courseId=${course.id}&size=100`, h.operator)).json();
      const zones = new Set(all.items.map((r: { zoneName: string }) => r.zoneName));
      expect(zones.size).toBeLessThanOrEqual(DEMO_OPERATOR_ZONE_KEYS.length);

      const own = (await call('GET', `/api/carriers/${carrierId}/courses`, h.chief)).json();
      expect(own.find((c: { courseId: string }) => c.courseId === course.id)).toMatchObject({ required: true, completed: true, currentStep: 2, totalSteps: 2 });

      // Rewriting the course with one step brings progress back within it.
      const patched = await call('PATCH', '/api/apps/academy/courses/course', h.admin, {
        ...course,
        steps: [{ title: 'Tek', content: 'Tek adım' }],
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json().totalSteps).toBe(1);
      const after = (await call('GET', `/api/apps/academy/courses/course?id=${course.id}`, h.carrier)).json();
      expect(after.progress).toEqual({ currentStep: 1, completed: true });
    });
  });

  describe('equipment on loan', () => {
    const balanceOf = async (id: string) => {
      const rows = (await call('GET', `/api/accounting/carrier-balances?owed=false&size=100&q=${encodeURIComponent(demoCourier.name)}`, h.accountant)).json();
      return rows.items.find((r: { carrierId: string }) => r.carrierId === id) as { earned: number; balance: number; deducted: number; paid: number };
    };

    it('pages, searches and sorts the inventory as the specification says', async () => {
      const first = (await call('GET', '/api/apps/ecommerce/inventory/products', h.operator)).json();
      expect(first.products).toHaveLength(10);
      expect(first.pagination).toEqual({ length: DEMO_EQUIPMENT.length, size: 10, page: 1, lastPage: 2, startIndex: 0, endIndex: 9 });
      const names = first.products.map((p: { name: string }) => p.name);
      expect(names[0]).toBe('İçecek Taşıma Kabı');
      expect(names).toContain('Kask (Tam Yüz, L)');
      const second = (await call('GET', '/api/apps/ecommerce/inventory/products?page=2', h.operator)).json();
      expect(second.products).toHaveLength(1);
      expect(second.pagination).toMatchObject({ page: 2, startIndex: 10, endIndex: 10 });
      expect((await call('GET', '/api/apps/ecommerce/inventory/products?page=3', h.operator)).json()).toEqual({ products: null, pagination: { lastPage: 2 } });
      const helmets = (await call('GET', '/api/apps/ecommerce/inventory/products?search=KASK', h.operator)).json();
      expect(helmets.products.map((p: { sku: string }) => p.sku).sort()).toEqual(['KSK-L', 'KSK-M']);
      const byDeposit = (await call('GET', '/api/apps/ecommerce/inventory/products?sort=deposit&order=desc&size=1', h.operator)).json();
      expect(byDeposit.products[0].sku).toBe('POS-01');
      expect((await call('GET', '/api/apps/ecommerce/inventory/products', h.store)).statusCode).toBe(403);
    });

    it('creates, edits and deletes an item; a SKU is unique', async () => {
      const body = { category: 'other', name: 'Deneme Ürünü', sku: 'dnm-1', barcode: '8690000000999', stock: 3, cost: 1000, deposit: 500 };
      const created = await call('POST', '/api/apps/ecommerce/inventory/product', h.operator, body);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ sku: 'DNM-1', stock: 3, reserved: 0, active: true });
      expect((await call('POST', '/api/apps/ecommerce/inventory/product', h.admin, { ...body, sku: 'DNM-1' })).json().code).toBe('sku_taken');
      expect((await call('POST', '/api/apps/ecommerce/inventory/product', h.accountant, body)).statusCode).toBe(403);
      const id = created.json().id;
      const patched = await call('PATCH', '/api/apps/ecommerce/inventory/product', h.operator, { id, product: { stock: 5, active: false } });
      expect(patched.json()).toMatchObject({ stock: 5, active: false });
      expect((await call('GET', `/api/apps/ecommerce/inventory/product?id=${id}`, h.accountant)).json().stock).toBe(5);
      expect((await call('DELETE', `/api/apps/ecommerce/inventory/product?id=${id}`, h.operator)).json()).toEqual({ ok: true });
      expect((await call('GET', `/api/apps/ecommerce/inventory/product?id=${id}`, h.operator)).statusCode).toBe(404);
    });

    it('lending takes the deposit from the courier’s earnings and taking back returns it; a lost item is charged; every posting sums to zero', async () => {
      const products = (await call('GET', '/api/apps/ecommerce/inventory/products?search=CNT-45', h.operator)).json().products;
      const bag = products[0];
      const before = await balanceOf(carrierId);

      const lent = await call('POST', '/api/equipment/loans', h.operator, { productId: bag.id, carrierId });
      expect(lent.statusCode).toBe(201);
      expect(lent.json()).toMatchObject({ status: 'lent', deposit: 75000, charge: 0, productName: bag.name, carrierId });
      const afterLend = await balanceOf(carrierId);
      expect(afterLend.balance).toBe(before.balance - 75000);
      expect(afterLend.deducted).toBe(before.deducted + 75000);
      expect(afterLend.earned).toBe(before.earned);
      expect((await call('GET', `/api/apps/ecommerce/inventory/product?id=${bag.id}`, h.operator)).json()).toMatchObject({
        stock: bag.stock - 1,
        reserved: bag.reserved + 1,
      });
      const kit = (await call('GET', `/api/equipment/carriers/${carrierId}/loans`, h.chief)).json();
      expect(kit).toMatchObject({ total: 1, depositHeld: 75000 });

      const returned = await call('POST', `/api/equipment/loans/${lent.json().id}/return`, h.operator, { outcome: 'returned' });
      expect(returned.json()).toMatchObject({ status: 'returned', charge: 0 });
      expect((await balanceOf(carrierId)).balance).toBe(before.balance);
      expect((await call('POST', `/api/equipment/loans/${lent.json().id}/return`, h.operator, { outcome: 'returned' })).json().code).toBe('loan_closed');

      const again = (await call('POST', '/api/equipment/loans', h.admin, { productId: bag.id, carrierId })).json();
      const lost = await call('POST', `/api/equipment/loans/${again.id}/return`, h.operator, {
        outcome: 'lost',
        charge: 185000,
        reason: 'Kurye çantayı kaybettiğini bildirdi',
      });
      expect(lost.json()).toMatchObject({ status: 'lost', charge: 185000, reason: 'Kurye çantayı kaybettiğini bildirdi' });
      const end = await balanceOf(carrierId);
      expect(end.balance).toBe(before.balance - 185000);
      expect(end.earned).toBe(before.earned);
      expect((await call('GET', `/api/equipment/carriers/${carrierId}/loans`, h.operator)).json()).toMatchObject({ total: 0, depositHeld: 0 });
      expect((await call('GET', `/api/equipment/carriers/${carrierId}/loans?status=all`, h.operator)).json().total).toBe(2);
      // The lost bag left the shelf for good.
      expect((await call('GET', `/api/apps/ecommerce/inventory/product?id=${bag.id}`, h.operator)).json()).toMatchObject({ stock: bag.stock - 1, reserved: 0 });
      // An item with a loan history is kept.
      expect((await call('DELETE', `/api/apps/ecommerce/inventory/product?id=${bag.id}`, h.admin)).json().code).toBe('product_has_history');

      const kinds = (await t.database.db.execute(sql`
        select t.kind, sum(p.amount)::bigint as total from ledger_transactions t join ledger_postings p on p.transaction_id = t.id
        where t.kind like 'equipment_%' group by t.kind order by t.kind`)) as unknown as { rows: { kind: string; total: string }[] };
      expect(kinds.rows.map((r) => [r.kind, Number(r.total)])).toEqual([
        ['equipment_charge', 0],
        ['equipment_deposit', 0],
        ['equipment_deposit_return', 0],
      ]);
      await expectLedgerInvariants(t);
    });

    it('lending follows the claims and zones of the courier', async () => {
      const bag = (await call('GET', '/api/apps/ecommerce/inventory/products?search=TTT-01', h.operator)).json().products[0];
      const all = (await call('GET', '/api/carriers?size=100', h.admin)).json().items as { id: string }[];
      const mine = new Set(((await call('GET', '/api/carriers?size=100', h.operator)).json().items as { id: string }[]).map((c) => c.id));
      const foreign = all.find((c) => !mine.has(c.id))!;
      expect((await call('POST', '/api/equipment/loans', h.operator, { productId: bag.id, carrierId: foreign.id })).statusCode).toBe(404);
      expect((await call('GET', `/api/equipment/carriers/${foreign.id}/loans`, h.operator)).statusCode).toBe(404);
      expect((await call('POST', '/api/equipment/loans', h.accountant, { productId: bag.id, carrierId })).statusCode).toBe(403);
      const foreignLoan = (await call('POST', '/api/equipment/loans', h.admin, { productId: bag.id, carrierId: foreign.id })).json();
      expect((await call('POST', `/api/equipment/loans/${foreignLoan.id}/return`, h.operator, { outcome: 'returned' })).statusCode).toBe(404);
      expect(
        (await call('POST', `/api/equipment/loans/${foreignLoan.id}/return`, h.admin, { outcome: 'damaged', charge: 0, reason: 'Tutucu kırık' })).json(),
      ).toMatchObject({
        status: 'damaged',
        charge: 0,
      });
      await expectLedgerInvariants(t);
    });
  });
});
