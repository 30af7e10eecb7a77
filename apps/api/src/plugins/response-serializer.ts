import { serializerCompiler } from 'fastify-type-provider-zod';
import { okResult } from '@kurye/contracts/common';

const OK_JSON = JSON.stringify({ ok: true });

/**
 * Answers are encoded by their zod schema (fastify-type-provider-zod), except `{ ok: true }`: every courier position
 * ping gets one, and zod's encode of it cost about a microsecond a ping. The schema keeps only `ok`, so the text is
 * the same; anything else still goes through zod and fails as it would.
 */
export const responseSerializer: typeof serializerCompiler = (route) => {
  const encode = serializerCompiler(route);
  if (route.schema !== okResult) return encode;
  return (data) => ((data as { ok?: unknown } | null)?.ok === true ? OK_JSON : encode(data));
};
