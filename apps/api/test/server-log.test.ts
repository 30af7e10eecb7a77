import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/**
 * The server's log (issue 13): requests, thousands a minute with the simulator, are logged at debug; at the default
 * info level only warnings, errors and one line per state change remain. LOG_LEVEL=debug brings the requests back.
 */
describe('server log', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function linesAt(level: 'info' | 'debug') {
    const lines: { level: number; msg: string }[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    t = await createTestApp('pglite', { logger: { level, stream } });
    for (let i = 0; i < 5; i++) expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBeLessThan(500);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: 'yok@ornek.test', password: 'Yanlis.123' } })).statusCode).toBe(
      401,
    );
    return lines;
  }

  it('keeps requests out of the info log', { timeout: 120_000 }, async () => {
    const lines = await linesAt('info');
    expect(lines.filter((l) => l.msg === 'request' || l.msg === 'incoming request' || l.msg === 'request completed')).toEqual([]);
    expect(lines.every((l) => l.level >= 30)).toBe(true);
  });

  it('shows each request at debug', { timeout: 120_000 }, async () => {
    const lines = await linesAt('debug');
    expect(lines.filter((l) => l.msg === 'request' && l.level === 20).length).toBeGreaterThanOrEqual(6);
  });
});
