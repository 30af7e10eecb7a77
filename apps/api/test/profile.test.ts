import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXE, PDF, PNG, upload } from './documents-helpers';
import { bearer, createTestApp, signIn, testDatabaseKinds, type TestApp } from './test-app';

/** A 1×1 WEBP (RIFF....WEBP). */
const WEBP = Buffer.from('UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=', 'base64');

describe.each(testDatabaseKinds)('the signed-in user’s own name and picture on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('renames, uploads a picture served publicly, replaces it (the old one is gone) and removes it', async () => {
    const me = bearer((await signIn(t.app, 'accountant')).accessToken);
    const renamed = await t.app.inject({ method: 'PATCH', url: '/api/common/user', headers: me, payload: { user: { name: '  Selin Muhasebe  ' } } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Selin Muhasebe');
    const short = await t.app.inject({
      method: 'PATCH',
      url: '/api/common/user',
      headers: { ...me, 'accept-language': 'tr' },
      payload: { user: { name: 'S' } },
    });
    expect(short.statusCode).toBe(400);

    const first = await upload(t.app, '/api/common/user/avatar', me, { name: 'ben.png', type: 'image/png', bytes: PNG });
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json().avatar as string;
    expect(firstUrl).toMatch(/^\/api\/avatars\/[0-9a-f-]{36}$/);
    // An <img> sends no token: the picture is public, cached for good (its address changes with it) and never sniffed.
    const served = await t.app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/common/user', headers: me })).json().avatar).toBe(firstUrl);

    const second = await upload(t.app, '/api/common/user/avatar', me, { name: 'yeni.webp', type: 'image/webp', bytes: WEBP });
    expect(second.statusCode).toBe(200);
    expect(second.json().avatar).not.toBe(firstUrl);
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second.json().avatar })).headers['content-type']).toBe('image/webp');

    const removed = await t.app.inject({ method: 'PATCH', url: '/api/common/user', headers: me, payload: { user: { avatar: null } } });
    expect(removed.json().avatar).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: second.json().avatar })).statusCode).toBe(404);
  });

  it('refuses what is not a picture, an empty file, a too large one and a missing one, in Turkish', async () => {
    const me = { ...bearer((await signIn(t.app, 'operator')).accessToken), 'accept-language': 'tr' };
    const url = '/api/common/user/avatar';
    const pdf = await upload(t.app, url, me, { name: 'resim.png', type: 'image/png', bytes: PDF() });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toEqual({ code: 'avatar_type_refused', message: 'Profil resmi olarak yalnızca JPG, PNG ya da WEBP bir resim yükleyebilirsiniz.' });
    expect((await upload(t.app, url, me, { name: 'a.png', type: 'image/png', bytes: EXE })).json().code).toBe('avatar_type_refused');
    expect((await upload(t.app, url, me, { name: 'a.png', type: 'image/png', bytes: Buffer.alloc(0) })).json().code).toBe('file_empty');
    const big = await upload(t.app, url, me, { name: 'a.png', type: 'image/png', bytes: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]) });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Dosya çok büyük: en fazla 2 MB yükleyebilirsiniz.');
    expect((await t.app.inject({ method: 'POST', url, headers: me, payload: {} })).json().code).toBe('file_missing');
    expect((await t.app.inject({ method: 'GET', url: '/api/avatars/not-an-id' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/avatars/4a0e2a1e-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await upload(t.app, url, {}, { name: 'a.png', type: 'image/png', bytes: PNG })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/common/user', headers: me })).json().avatar).toBeNull();
  });
});
