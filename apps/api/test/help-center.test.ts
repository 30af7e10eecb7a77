import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_GUIDES_PER_CATEGORY, HELP_FOR_PAGE } from '@kurye/contracts/help-center';
import { bearer, createTestApp, signInEveryone, SOME_ID, testDatabaseKinds, type DemoAccount, type TestApp } from './test-app';

describe.each(testDatabaseKinds)('help center on %s', (kind) => {
  let t: TestApp;
  let tokens: Record<DemoAccount, string>;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: DemoAccount, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(tokens[who]), payload });

  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens = (await signInEveryone(t.app)).tokens;
  });
  afterAll(() => t?.close());

  it('guides: each category cut to 5 (the default) with visibleGuides and totalGuides; a slug gives every guide', async () => {
    const all = (await call('GET', '/api/apps/help-center/guides', 'admin')).json();
    const stores = all.find((c: { slug: string }) => c.slug === 'isletmeler-icin');
    expect(stores.totalGuides).toBeGreaterThan(DEFAULT_GUIDES_PER_CATEGORY);
    expect(stores.visibleGuides).toBe(DEFAULT_GUIDES_PER_CATEGORY);
    expect(stores.guides).toHaveLength(DEFAULT_GUIDES_PER_CATEGORY);
    expect(stores.guides[0]).not.toHaveProperty('content');

    const two = (await call('GET', '/api/apps/help-center/guides?limit=2', 'admin')).json();
    expect(two.every((c: { guides: unknown[]; visibleGuides: number }) => c.guides.length <= 2 && c.visibleGuides === c.guides.length)).toBe(true);

    const one = (await call('GET', '/api/apps/help-center/guides?slug=isletmeler-icin', 'admin')).json();
    expect(one).toHaveLength(1);
    expect(one[0].guides).toHaveLength(stores.totalGuides);
    expect(one[0].visibleGuides).toBe(stores.totalGuides);
  });

  it('each caller reads the categories written for them; the office reads all', async () => {
    const slugs = async (who: DemoAccount) => (await call('GET', '/api/apps/help-center/guides', who)).json().map((c: { slug: string }) => c.slug);
    expect(await slugs('store')).toEqual(['isletmeler-icin']);
    expect(await slugs('carrier')).toEqual(['kuryeler-icin']);
    expect(await slugs('accountant')).toEqual(['isletmeler-icin', 'kuryeler-icin', 'ofis-icin']);

    const faqSlugs = (await call('GET', '/api/apps/help-center/faqs', 'store')).json().map((c: { slug: string }) => c.slug);
    expect(faqSlugs).toEqual(['sik-sorulanlar', 'isletme-sorulari']);
    const one = (await call('GET', '/api/apps/help-center/faqs?slug=isletme-sorulari', 'store')).json();
    expect(one).toHaveLength(1);
    expect(one[0].faqs.length).toBeGreaterThan(2);
    expect(one[0].faqs[0]).toMatchObject({ categoryId: one[0].id, question: expect.any(String), answer: expect.any(String) });

    // A store asking for the office's guide by its address gets the same 404 as for a missing one.
    expect((await call('GET', '/api/apps/help-center/guide?categorySlug=ofis-icin&guideSlug=kurye-hakedis-odemeleri', 'store')).statusCode).toBe(404);
    expect((await call('GET', '/api/apps/help-center/guide?categorySlug=ofis-icin&guideSlug=kurye-hakedis-odemeleri', 'chief')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/apps/help-center/faqs' })).statusCode).toBe(401);
  });

  it('every page’s "?" points at a guide that exists', async () => {
    for (const [page, target] of Object.entries(HELP_FOR_PAGE)) {
      const res = await call('GET', `/api/apps/help-center/guide?categorySlug=${target.category}&guideSlug=${target.guide}`, 'admin');
      expect(res.statusCode, page).toBe(200);
      expect(res.json().content, page).toMatch(/<p>/);
    }
  });

  it('search: 2 characters or more, every word, Turkish letters and case folded, not inside HTML tags', async () => {
    const found = (await call('GET', '/api/apps/help-center/search?query=KONTOR%20yukle', 'store')).json();
    expect(found.guides.map((g: { slug: string }) => g.slug)).toContain('kontor-yukleme');
    expect(found.guides[0]).toMatchObject({ categorySlug: 'isletmeler-icin', categoryTitle: 'İşletmeler için' });
    expect(found.faqs.length).toBeGreaterThan(0);
    // The store does not find the office's guides.
    const payouts = (await call('GET', '/api/apps/help-center/search?query=havale%20listesi', 'store')).json();
    const office = (await call('GET', '/api/apps/help-center/search?query=havale%20listesi', 'accountant')).json();
    expect(office.guides.map((g: { slug: string }) => g.slug)).toContain('kurye-hakedis-odemeleri');
    expect(payouts.guides.every((g: { categorySlug: string }) => g.categorySlug === 'isletmeler-icin')).toBe(true);
    // "strong" is only a tag name in the guides, never their text.
    expect((await call('GET', '/api/apps/help-center/search?query=strong', 'admin')).json().guides).toEqual([]);

    const short = await call('GET', '/api/apps/help-center/search?query=k', 'store');
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('validation_error');
  });

  it('an Admin writes guides (HTML sanitised) and questions; nobody else may', async () => {
    const cats = (await call('GET', '/api/apps/help-center/guides', 'admin')).json();
    const categoryId = cats.find((c: { slug: string }) => c.slug === 'isletmeler-icin').id;
    const guide = {
      categoryId,
      slug: 'toplu-paket',
      title: 'Toplu paket gönderme',
      subtitle: 'Bir kuryeyle birden çok paket',
      content:
        '<p onclick="alert(1)">Paket sayısını artırın.<script>alert(2)</script><img src=x onerror=alert(3)></p><a href="javascript:alert(4)">bağlantı</a>',
    };
    expect((await call('POST', '/api/apps/help-center/guide', 'operator', { guide })).statusCode).toBe(403);
    expect((await call('POST', '/api/apps/help-center/guide', 'store', { guide })).statusCode).toBe(403);

    const created = await call('POST', '/api/apps/help-center/guide', 'admin', { guide });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body.content).toBe('<p>Paket sayısını artırın.</p><a target="_blank" rel="noopener noreferrer">bağlantı</a>');
    expect(body.category.slug).toBe('isletmeler-icin');

    expect((await call('POST', '/api/apps/help-center/guide', 'admin', { guide })).json().code).toBe('guide_slug_taken');
    const badSlug = await call('POST', '/api/apps/help-center/guide', 'admin', { guide: { ...guide, slug: 'Büyük Harf' } });
    expect(badSlug.statusCode).toBe(400);
    const onlyTags = await call('POST', '/api/apps/help-center/guide', 'admin', { guide: { ...guide, slug: 'bos', content: '<script>x</script>' } });
    expect(onlyTags.json()).toMatchObject({ code: 'validation_error' });
    const faqCategory = (await call('GET', '/api/apps/help-center/faqs', 'admin')).json()[0].id;
    const wrongKind = await call('POST', '/api/apps/help-center/guide', 'admin', { guide: { ...guide, slug: 'baska', categoryId: faqCategory } });
    expect(wrongKind.json().code).toBe('help_category_not_found');

    const patched = await call('PATCH', '/api/apps/help-center/guide', 'admin', { id: body.id, guide: { title: 'Toplu paket' } });
    expect(patched.json()).toMatchObject({ title: 'Toplu paket', slug: 'toplu-paket', subtitle: 'Bir kuryeyle birden çok paket' });
    expect((await call('PATCH', '/api/apps/help-center/guide', 'admin', { id: body.id, guide: {} })).statusCode).toBe(400);
    expect((await call('GET', '/api/apps/help-center/guide?categorySlug=isletmeler-icin&guideSlug=toplu-paket', 'store')).json().title).toBe('Toplu paket');
    expect((await call('DELETE', `/api/apps/help-center/guide?id=${body.id}`, 'admin')).json()).toBe(true);
    expect((await call('DELETE', `/api/apps/help-center/guide?id=${body.id}`, 'admin')).statusCode).toBe(404);

    const faq = await call('POST', '/api/apps/help-center/faq', 'admin', {
      faq: { categoryId: faqCategory, question: 'Kurye kaç paket taşır?', answer: 'Araç tipine göre.' },
    });
    expect(faq.statusCode).toBe(201);
    expect((await call('PATCH', '/api/apps/help-center/faq', 'admin', { id: faq.json().id, faq: { answer: 'Kapasitesi kadar.' } })).json().answer).toBe(
      'Kapasitesi kadar.',
    );
    expect((await call('PATCH', '/api/apps/help-center/faq', 'admin', { id: SOME_ID, faq: { answer: 'x' } })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/apps/help-center/faq?id=${faq.json().id}`, 'accountant')).statusCode).toBe(403);
    expect((await call('DELETE', `/api/apps/help-center/faq?id=${faq.json().id}`, 'admin')).json()).toBe(true);
  });
});
