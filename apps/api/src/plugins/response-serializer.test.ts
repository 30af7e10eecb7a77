import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { okResult } from '@kurye/contracts/common';
import { responseSerializer } from './response-serializer';

const compile = (schema: z.ZodType) => responseSerializer({ schema, method: 'POST', url: '/x', httpStatus: '200' });

describe('response serializer', () => {
  it('writes { ok: true } as zod would, extra fields dropped', () => {
    const ok = compile(okResult);
    expect(ok({ ok: true })).toBe('{"ok":true}');
    expect(ok({ ok: true, extra: 1 })).toBe(JSON.stringify(okResult.parse({ ok: true, extra: 1 })));
  });

  it('refuses what the ok schema refuses', () => {
    expect(() => compile(okResult)({ ok: false })).toThrow();
    expect(() => compile(okResult)(null)).toThrow();
  });

  it('encodes every other schema by zod', () => {
    const other = compile(z.object({ ok: z.literal(true), n: z.number() }));
    expect(other({ ok: true, n: 2, dropped: 'x' })).toBe('{"ok":true,"n":2}');
    expect(() => other({ ok: true })).toThrow();
  });
});
