import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { DOCUMENT_MAX_BYTES, type CarrierDocuments, type FileManagerAnswer } from '@kurye/contracts/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDateOf } from '../src/lib/business-day';
import { auditLog, carriers, courierDocuments, documentFiles, userNotifications, users } from '../src/db/schema';
import { EXE, PDF, PNG, upload } from './documents-helpers';
import { carrierForm, loadReference, type Reference } from './organisation-helpers';
import { bearer, signIn, testDatabaseKinds, useTestApp } from './test-app';

const DAY = 86_400_000;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

describe.each(testDatabaseKinds)('courier documents on %s', (kind) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurye-docs-'));
  const t = useTestApp(kind, { env: { DATA_DIR: dataDir } });
  let admin: Record<string, string>;
  let operator: Record<string, string>;
  let chief: Record<string, string>;
  let store: Record<string, string>;
  let courier: Record<string, string>;
  let ref: Reference;
  let ownCarrierId: string;
  let foreignCarrierId: string;
  const db = () => t.database.db;

  beforeAll(async () => {
    const tokens = await Promise.all((['admin', 'operator', 'chief', 'store', 'carrier'] as const).map((a) => signIn(t.app, a)));
    [admin, operator, chief, store, courier] = tokens.map((s) => bearer(s.accessToken));
    ref = await loadReference(t.app, tokens[0].accessToken, tokens[1].accessToken);
    const [own] = await db()
      .select({ id: carriers.id })
      .from(carriers)
      .innerJoin(users, eq(users.id, carriers.userId))
      .where(eq(users.email, 'kurye@kuryeofis.test'));
    ownCarrierId = own.id;
    const [foreign] = await db().select({ id: carriers.id }).from(carriers).where(eq(carriers.zoneId, ref.foreignZoneId)).limit(1);
    foreignCarrierId = foreign.id;
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const folder = async (headers: Record<string, string>, folderId?: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/apps/file-manager${folderId ? `?folderId=${encodeURIComponent(folderId)}` : ''}`, headers });
    return { status: res.statusCode, body: res.json() as FileManagerAnswer };
  };

  it('reads the type from the bytes: a PNG named .pdf is stored as a PNG; an executable, an empty and an oversized file are refused', async () => {
    const url = `/api/carriers/${ownCarrierId}/documents/criminal-record`;
    const png = await upload(t.app, url, operator, { name: '../../adli sicil.pdf', type: 'application/pdf', bytes: PNG });
    expect(png.statusCode).toBe(201);
    expect(png.json().file).toMatchObject({ name: 'adli sicil.png', type: 'PNG', mimeType: 'image/png', size: PNG.length, version: 1 });

    const exe = await upload(t.app, url, operator, { name: 'belge.pdf', type: 'application/pdf', bytes: EXE });
    expect(exe.statusCode).toBe(415);
    expect(exe.json().code).toBe('file_type_refused');
    const html = await upload(t.app, url, operator, { name: 'belge.pdf', type: 'application/pdf', bytes: Buffer.from('<html><script>alert(1)</script>') });
    expect(html.statusCode).toBe(415);
    const empty = await upload(t.app, url, operator, { name: 'bos.pdf', type: 'application/pdf', bytes: Buffer.alloc(0) });
    expect([empty.statusCode, empty.json().code]).toEqual([400, 'file_empty']);
    const big = Buffer.concat([PDF(), Buffer.alloc(DOCUMENT_MAX_BYTES)]);
    const tooBig = await upload(t.app, url, operator, { name: 'buyuk.pdf', type: 'application/pdf', bytes: big });
    expect([tooBig.statusCode, tooBig.json().code]).toEqual([413, 'file_too_large']);
    // Nothing but the PNG was kept.
    const files = await db().select().from(documentFiles);
    expect(files.map((f) => f.name)).toEqual(['adli sicil.png']);
    // Two files in one call: refused.
    const { multipart } = await import('./documents-helpers');
    const two = multipart([
      { name: 'a.pdf', type: 'application/pdf', bytes: PDF() },
      { name: 'b.pdf', type: 'application/pdf', bytes: PDF() },
    ]);
    const res = await t.app.inject({ method: 'POST', url, headers: { ...operator, ...two.headers }, payload: two.payload });
    expect([res.statusCode, res.json().code]).toEqual([400, 'too_many_files']);
  });

  it('keeps earlier versions; previews inline, downloads as an attachment with nosniff, and audits each serving', async () => {
    const url = `/api/carriers/${ownCarrierId}/documents/driving-licence`;
    const first = await upload(t.app, url, operator, { name: 'ehliyet-eski.pdf', type: 'application/pdf', bytes: PDF('eski') });
    const second = await upload(t.app, url, operator, { name: 'ehliyet.pdf', type: 'application/pdf', bytes: PDF('yeni') });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const { body } = await folder(operator, `carrier:${ownCarrierId}:driving-licence`);
    expect(body.files.map((f) => [f.name, f.version, f.current])).toEqual([
      ['ehliyet-eski.pdf', 1, false],
      ['ehliyet.pdf', 2, true],
    ]);
    expect(body.path.map((p) => p.id)).toEqual(['carriers', `carrier:${ownCarrierId}`, `carrier:${ownCarrierId}:driving-licence`]);
    expect(body.canVerify).toBe(true);

    const old = body.files[0];
    const preview = await t.app.inject({ method: 'GET', url: old.contents, headers: operator });
    expect(preview.statusCode).toBe(200);
    expect(preview.rawPayload.toString()).toContain('eski');
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.headers['content-disposition']).toMatch(/^inline; filename="ehliyet-eski.pdf"/);
    expect(preview.headers['x-content-type-options']).toBe('nosniff');
    const download = await t.app.inject({ method: 'GET', url: `${old.contents}?download=1`, headers: operator });
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    const audits = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'document_file'), eq(auditLog.entityId, old.id)));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'download', 'view']);
  });

  it('limits access like the courier record: another zone’s operator gets 404, a store 403, a courier only its own', async () => {
    const adminUpload = await upload(t.app, `/api/carriers/${foreignCarrierId}/documents/insurance`, admin, {
      name: 'sigorta.pdf',
      type: 'application/pdf',
      bytes: PDF(),
    });
    expect(adminUpload.statusCode).toBe(201);
    const { file, document } = adminUpload.json();

    expect(
      (await upload(t.app, `/api/carriers/${foreignCarrierId}/documents/insurance`, operator, { name: 'x.pdf', type: 'application/pdf', bytes: PDF() }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: file.contents, headers: operator })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/documents/${document.id}/approve`, headers: operator, payload: { expiresAt: '2030-01-01' } }))
        .statusCode,
    ).toBe(404);
    expect((await folder(operator, `carrier:${foreignCarrierId}`)).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/carriers/${foreignCarrierId}/documents`, headers: operator })).statusCode).toBe(404);
    // The operator's couriers folder lists no courier of another zone.
    const couriers = await folder(operator, 'carriers');
    expect(couriers.body.folders.some((f) => f.id === `carrier:${foreignCarrierId}`)).toBe(false);
    expect(couriers.body.folders.some((f) => f.id === `carrier:${ownCarrierId}`)).toBe(true);

    // A store has no documents; a courier sees its own folder only, and not another courier's file.
    expect((await folder(store)).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: file.contents, headers: courier })).statusCode).toBe(404);
    const root = await folder(courier);
    expect(root.body.folders.map((f) => f.id)).toEqual([`carrier:${ownCarrierId}`]);
    expect((await folder(courier, `carrier:${foreignCarrierId}`)).status).toBe(404);
    expect((await folder(courier, 'carriers')).status).toBe(404);
    // The chief reads (its zones) but may not verify.
    const chiefView = await folder(chief, `carrier:${ownCarrierId}:driving-licence`);
    expect([chiefView.status, chiefView.body.canVerify]).toEqual([200, false]);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/documents/${document.id}/reject`, headers: chief, payload: { reason: 'Okunmuyor' } })).statusCode,
    ).toBe(403);
  });

  it('verifies: a rejection tells the courier the reason; an expiring kind needs its date to be approved', async () => {
    const { body } = await folder(operator, `carrier:${ownCarrierId}:driving-licence`);
    const id = body.document!.id;
    const reject = await t.app.inject({ method: 'POST', url: `/api/documents/${id}/reject`, headers: operator, payload: { reason: 'Fotoğraf bulanık' } });
    expect(reject.json()).toMatchObject({ status: 'rejected', rejectReason: 'Fotoğraf bulanık' });
    const noDate = await t.app.inject({ method: 'POST', url: `/api/documents/${id}/approve`, headers: operator, payload: {} });
    expect([noDate.statusCode, noDate.json().code]).toEqual([400, 'expiry_required']);
    const approve = await t.app.inject({ method: 'POST', url: `/api/documents/${id}/approve`, headers: operator, payload: { expiresAt: '2031-05-01' } });
    expect(approve.json()).toMatchObject({ status: 'approved', expiresAt: '2031-05-01', rejectReason: null });
    const notes = await db()
      .select({ kind: userNotifications.kind, params: userNotifications.params })
      .from(userNotifications)
      .innerJoin(carriers, eq(carriers.userId, userNotifications.userId))
      .where(eq(carriers.id, ownCarrierId));
    expect(notes.map((n) => n.kind)).toEqual(expect.arrayContaining(['document_rejected', 'document_approved']));
    expect(notes.find((n) => n.kind === 'document_rejected')!.params).toMatchObject({ reason: 'Fotoğraf bulanık' });
  });

  it('refuses availability with a missing or expired required document when the setting says so, with a Turkish message', async () => {
    const on = await t.app.inject({ method: 'PATCH', url: '/api/settings', headers: admin, payload: { documents: { requiredForAvailability: true } } });
    expect(on.statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/carrier/status',
      headers: { ...courier, 'accept-language': 'tr' },
      payload: { status: 'available' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('documents_missing');
    expect(refused.json().message).toMatch(/Müsait olamazsınız: zorunlu belgeleriniz eksik/);

    // The courier uploads the rest from the app; the operator approves them all.
    const own = (await t.app.inject({ method: 'GET', url: '/api/carrier/documents', headers: courier })).json() as CarrierDocuments;
    const today = businessDateOf(t.clock.now());
    for (const item of own.items.filter((i) => i.required)) {
      if (item.status === 'missing' || item.status === 'pending') {
        if (item.status === 'missing') {
          const res = await upload(t.app, `/api/carrier/documents/${item.kind}`, courier, { name: `${item.kind}.jpg`, type: 'image/jpeg', bytes: PNG });
          expect(res.statusCode).toBe(201);
        }
        const { body } = await folder(operator, item.folderId);
        const ok = await t.app.inject({
          method: 'POST',
          url: `/api/documents/${body.document!.id}/approve`,
          headers: operator,
          payload: item.expires ? { expiresAt: addDays(today, 100) } : {},
        });
        expect(ok.statusCode).toBe(200);
      }
    }
    const allowed = await t.app.inject({ method: 'POST', url: '/api/carrier/status', headers: courier, payload: { status: 'available' } });
    expect(allowed.statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/carrier/status', headers: courier, payload: { status: 'offline' } });

    // An expired one refuses again, and shows on the attention list.
    const { body } = await folder(operator, `carrier:${ownCarrierId}:criminal-record`);
    await db()
      .update(courierDocuments)
      .set({ expiresAt: addDays(today, -1) })
      .where(eq(courierDocuments.id, body.document!.id));
    const expired = await t.app.inject({ method: 'POST', url: '/api/carrier/status', headers: courier, payload: { status: 'available' } });
    expect([expired.statusCode, expired.json().code]).toEqual([409, 'documents_missing']);
    const attention = (await t.app.inject({ method: 'GET', url: '/api/documents/attention?problem=expired&size=100', headers: operator })).json();
    expect(attention.items).toContainEqual(expect.objectContaining({ carrierId: ownCarrierId, kind: 'criminal-record', problem: 'expired' }));
    expect(attention.items.every((r: { problem: string }) => r.problem === 'expired')).toBe(true);
    await t.app.inject({ method: 'PATCH', url: '/api/settings', headers: admin, payload: { documents: { requiredForAvailability: false } } });
    await db()
      .update(courierDocuments)
      .set({ expiresAt: addDays(today, 100) })
      .where(eq(courierDocuments.id, body.document!.id));
  });

  it('takes an applicant’s documents with the application; approval hands them to the new courier', async () => {
    const noFile = await t.app.inject({ method: 'POST', url: '/api/applications/carrier/documents/criminal-record', payload: {} });
    expect([noFile.statusCode, noFile.json().code]).toEqual([400, 'file_missing']);
    const sent = await upload(
      t.app,
      '/api/applications/carrier/documents/criminal-record',
      {},
      { name: 'adli-sicil.pdf', type: 'application/pdf', bytes: PDF() },
    );
    expect(sent.statusCode).toBe(201);
    const form = carrierForm(ref, { documentIds: [sent.json().id] });
    const submitted = await t.app.inject({ method: 'POST', url: '/api/applications/carrier', payload: form });
    expect(submitted.statusCode).toBe(201);
    const applicationId = submitted.json().id;
    const apps = await folder(operator, 'applications');
    expect(apps.body.folders.map((f) => f.id)).toContain(`application:${applicationId}`);
    const docFolder = await folder(operator, `application:${applicationId}:criminal-record`);
    expect(docFolder.body.files).toHaveLength(1);
    expect(docFolder.body.files[0].createdBy).toBe('Başvuru sahibi');
    const approved = await t.app.inject({ method: 'POST', url: `/api/applications/${applicationId}/approve`, headers: operator, payload: {} });
    expect(approved.statusCode).toBe(200);
    const carrierId = approved.json().carrierId as string;
    const own = (await t.app.inject({ method: 'GET', url: `/api/carriers/${carrierId}/documents`, headers: operator })).json() as CarrierDocuments;
    expect(own.items.find((i) => i.kind === 'criminal-record')).toMatchObject({ status: 'pending', fileName: 'adli-sicil.pdf' });
  });

  it('deletes a leaver’s documents and files after the retention period, with an audit entry', async () => {
    const res = await upload(t.app, `/api/carriers/${foreignCarrierId}/documents/criminal-record`, admin, {
      name: 'a.pdf',
      type: 'application/pdf',
      bytes: PDF(),
    });
    const fileUrl = res.json().file.contents as string;
    const keys = (
      await db()
        .select({ key: documentFiles.storageKey })
        .from(documentFiles)
        .innerJoin(courierDocuments, eq(courierDocuments.id, documentFiles.documentId))
        .where(eq(courierDocuments.carrierId, foreignCarrierId))
    ).map((k) => k.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(dataDir, 'files', ...keys[0].split('/')))).toBe(true);
    const suspend = await t.app.inject({ method: 'PATCH', url: `/api/carriers/${foreignCarrierId}`, headers: admin, payload: { active: false } });
    expect(suspend.statusCode).toBe(200);
    // Within the period nothing goes.
    expect(await t.app.services.documents.deleteExpired(30)).toMatchObject({ documents: 0 });
    await db()
      .update(carriers)
      .set({ inactiveSince: new Date(t.clock.now().getTime() - 31 * DAY) })
      .where(eq(carriers.id, foreignCarrierId));
    const gone = await t.app.services.documents.deleteExpired(30);
    expect(gone.documents).toBeGreaterThanOrEqual(2);
    expect(gone.files).toBe(keys.length);
    expect(await db().select().from(courierDocuments).where(eq(courierDocuments.carrierId, foreignCarrierId))).toHaveLength(0);
    expect(fs.existsSync(path.join(dataDir, 'files', ...keys[0].split('/')))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: fileUrl, headers: admin })).statusCode).toBe(404);
    const audits = await db()
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'retention'), eq(auditLog.entity, 'courier_document')));
    expect(audits.map((a) => a.after)).toContainEqual(expect.objectContaining({ leaverDays: 30, documents: gone.documents, files: gone.files }));
  });
  // Last: it moves the clock by weeks (the sessions of the other tests would expire).
  it('warns 30 and 7 days before an expiry, once each, from the durable daily job', async () => {
    const { body } = await folder(operator, `carrier:${ownCarrierId}:insurance`);
    const today = businessDateOf(t.clock.now());
    await db()
      .update(courierDocuments)
      .set({ status: 'approved', expiresAt: addDays(today, 26), warnedDays: null })
      .where(eq(courierDocuments.id, body.document!.id));
    const warnings = async () =>
      (
        await db()
          .select({ userId: userNotifications.userId, days: userNotifications.params })
          .from(userNotifications)
          .where(eq(userNotifications.kind, 'document_expiring'))
      ).filter((n) => (n.days as { kind?: string }).kind === 'insurance');
    const jobs = t.app.services.maintenance.dailyJobs;
    await jobs.runDue(); // schedules the jobs (their first run is the next morning)
    t.clock.advance(DAY);
    expect(await jobs.runDue()).toEqual(expect.arrayContaining(['document-expiry-warnings', 'document-retention']));
    const first = await warnings();
    const [carrierUser] = await db().select({ userId: carriers.userId }).from(carriers).where(eq(carriers.id, ownCarrierId));
    expect(first.filter((n) => n.userId === carrierUser.userId)).toHaveLength(1);
    expect(first.length).toBeGreaterThan(1); // the zone's operators (and Admins) too
    // The next days: no repeat until 7 days are left, then one more.
    for (let i = 0; i < 17; i++) {
      t.clock.advance(DAY);
      await jobs.runDue();
    }
    const before7 = await warnings();
    expect(before7).toHaveLength(first.length);
    t.clock.advance(DAY);
    await jobs.runDue();
    const after7 = await warnings();
    expect(after7.filter((n) => n.userId === carrierUser.userId).map((n) => (n.days as { days: number }).days)).toEqual([25, 7]);
    expect(after7).toHaveLength(first.length * 2);
    t.clock.advance(DAY);
    await jobs.runDue();
    expect(await warnings()).toHaveLength(first.length * 2);
  });
});
