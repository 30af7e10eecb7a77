import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { eq } from 'drizzle-orm';
import type { FileManagerAnswer } from '@kurye/contracts/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carriers, users } from '../src/db/schema';
import { createS3Store } from '../src/lib/file-store';
import { EXE, PDF, PNG, upload } from './documents-helpers';
import { bearer, createTestApp, freePort, signIn, type TestApp } from './test-app';

/** What a client sees of one scenario: statuses, the file manager's listing and the bytes served. */
async function scenario(t: TestApp) {
  const operator = bearer((await signIn(t.app, 'operator')).accessToken);
  const [own] = await t.database.db
    .select({ id: carriers.id })
    .from(carriers)
    .innerJoin(users, eq(users.id, carriers.userId))
    .where(eq(users.email, 'kurye@kuryeofis.test'));
  const url = `/api/carriers/${own.id}/documents/driving-licence`;
  const statuses = [];
  for (const file of [
    { name: 'ehliyet.pdf', type: 'application/pdf', bytes: PDF('birinci') },
    { name: 'ehliyet ön yüz.pdf', type: 'application/pdf', bytes: PNG },
    { name: 'virus.pdf', type: 'application/pdf', bytes: EXE },
    { name: 'bos.pdf', type: 'application/pdf', bytes: Buffer.alloc(0) },
  ])
    statuses.push((await upload(t.app, url, operator, file)).statusCode);
  const listing = (
    await t.app.inject({ method: 'GET', url: `/api/apps/file-manager?folderId=carrier:${own.id}:driving-licence`, headers: operator })
  ).json() as FileManagerAnswer;
  const served = [];
  for (const f of listing.files) {
    const res = await t.app.inject({ method: 'GET', url: f.contents, headers: operator });
    served.push({
      status: res.statusCode,
      type: res.headers['content-type'],
      disposition: res.headers['content-disposition'],
      bytes: res.rawPayload.toString('base64'),
    });
  }
  const files = listing.files.map(({ id: _id, folderId: _f, contents: _c, createdAt: _ca, modifiedAt: _ma, ...rest }) => rest);
  return { statuses, files, served };
}

describe('the S3 stand-in and the disk give the same results', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurye-s3-'));
  let server: S3rver;
  let endpoint: string;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    const port = await freePort();
    server = new S3rver({ address: '127.0.0.1', port, silent: true, directory: path.join(dir, 's3'), configureBuckets: [{ name: 'kurye-belgeler' }] });
    await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const s3Env = () => ({
    S3_BUCKET: 'kurye-belgeler',
    S3_ENDPOINT: endpoint,
    S3_REGION: 'eu-central-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });

  it('stores, lists, serves and refuses alike', { timeout: 240_000 }, async () => {
    const disk = await createTestApp('pglite', { env: { DATA_DIR: path.join(dir, 'disk') } });
    apps.push(disk);
    const s3 = await createTestApp('pglite', { env: { DATA_DIR: path.join(dir, 'unused'), ...s3Env() } });
    apps.push(s3);
    const onDisk = await scenario(disk);
    const onS3 = await scenario(s3);
    expect(onDisk.statuses).toEqual([201, 201, 415, 400]);
    expect(onDisk.files).toHaveLength(2);
    expect(onS3).toEqual(onDisk);
    // The S3 app wrote nothing to its data folder: the bytes are in the bucket.
    expect(fs.existsSync(path.join(dir, 'unused', 'files'))).toBe(false);
    expect(fs.readdirSync(path.join(dir, 's3'))).toContain('kurye-belgeler');
  });

  it('the S3 store answers null for a missing key and removes keys', async () => {
    const store = createS3Store({
      ...{ bucket: 'kurye-belgeler', region: 'eu-central-1', endpoint, forcePathStyle: true },
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    await store.put('documents/deneme', Buffer.from('%PDF-1.4'), 'application/pdf');
    expect((await store.get('documents/deneme'))?.toString()).toBe('%PDF-1.4');
    await store.remove('documents/deneme');
    expect(await store.get('documents/deneme')).toBeNull();
    await expect(store.put('../disari', Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe/);
  });
});
