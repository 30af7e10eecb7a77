import { describe, expect, it } from 'vitest';
import { parsePositionBody, positionBody } from './delivery';

// The hand-checked fast path must answer exactly as zod does: same success, same data, same issues.
const numbers = [0, -0, 1.5, -90, 90, -90.0001, 90.0001, -180, 180, 180.5, -181, 100_000, 100_001, -1, NaN, Infinity, -Infinity, 41.0082, 28.9784];
const others = [undefined, null, '41', true, {}, [], [41]];

function cases(): unknown[] {
  const out: unknown[] = [undefined, null, 0, 'x', [], [41, 29], { latitude: 41 }, { longitude: 29 }];
  for (const latitude of [...numbers, ...others])
    for (const longitude of [41.0082, -180, 180, 181, NaN, '29', undefined]) {
      out.push({ latitude, longitude });
      for (const accuracy of [...numbers, undefined, null, '5']) out.push({ latitude, longitude, accuracy });
    }
  const ok = { latitude: 41.0082, longitude: 28.9784 };
  out.push(
    { ...ok, accuracy: 5, recordedAt: '2026-11-23T10:00:00.000Z' },
    { ...ok, recordedAt: '2026-11-23T10:00:00Z' },
    { ...ok, recordedAt: '2026-11-23 10:00' },
    { ...ok, recordedAt: 5 },
    { ...ok, speed: 12 },
    { ...ok, accuracy: 5, speed: 12 },
    { ...ok, accuracy: undefined },
    Object.assign(Object.create({ extra: 1 }), ok),
    Object.assign(Object.create(ok), { accuracy: 5 }),
    Object.assign([], ok),
    JSON.parse('{"latitude":41,"longitude":29,"__proto__":{"x":1}}'),
  );
  return out;
}

describe('parsePositionBody', () => {
  it('answers as positionBody.safeParse on every generated input', () => {
    const all = cases();
    expect(all.length).toBeGreaterThan(1000);
    for (const input of all) {
      const fast = parsePositionBody(input);
      const slow = positionBody.safeParse(input);
      expect({ input, success: fast.success }).toStrictEqual({ input, success: slow.success });
      if (slow.success) expect(fast.data).toStrictEqual(slow.data);
      else expect(fast.error?.issues).toStrictEqual(slow.error.issues);
    }
  });

  it('takes the fast path for the common ping (no zod object made)', () => {
    const result = parsePositionBody({ latitude: 41.0082, longitude: 28.9784, accuracy: 5 });
    expect(result).toStrictEqual({ success: true, data: { latitude: 41.0082, longitude: 28.9784, accuracy: 5 } });
  });
});
