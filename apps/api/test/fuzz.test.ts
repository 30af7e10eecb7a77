import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FIELD_LABELS } from '@kurye/contracts/field-labels';
import type { RegisteredRoute } from '../src/plugins/policy';
import { ALL_ACCOUNTS, bearer, signIn, SOME_ID, useEveryoneSignedIn, useTestApp } from './test-app';

const ACCOUNTS = ALL_ACCOUNTS;
/** Calls that end the caller's session or change its password: fuzzed with a throwaway token. */
const SESSION_ENDING = /\/api\/auth\/(sign-out|change-password)/;

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
};

/**
 * A value the schema accepts, as far as its JSON Schema tells (formats, lengths, ranges, enums): bad input is made by
 * changing one field of it, so that the rest of the body passes and the bad field reaches the handler and the database.
 */
function sampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sampleOf(variant);
  switch ([schema.type].flat()[0]) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((name) => [name, sampleOf(schema.properties?.[name])]));
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => sampleOf(schema.items));
    case 'number':
    case 'integer':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default: {
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'uuid') return SOME_ID;
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
      if (schema.format === 'uri') return 'https://example.com/';
      return 'a'.repeat(Math.max(3, schema.minLength ?? 0));
    }
  }
}

/** A route's zod schema part as JSON Schema, or null when it has none (or it is not zod). */
function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return null;
  try {
    return z.toJSONSchema(schema as z.ZodType, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
  } catch {
    return null;
  }
}

/** Every named property of a schema, nested ones included, with the JSON type it expects. */
function propertiesOf(schema: JsonSchema | null, out = new Map<string, string>()): Map<string, string> {
  if (!schema) return out;
  for (const variant of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) propertiesOf(variant, out);
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const type = [prop.type ?? prop.anyOf?.[0]?.type ?? 'string'].flat()[0] ?? 'string';
    out.set(name, type);
    propertiesOf(prop, out);
    if (prop.items) propertiesOf(prop.items, out);
  }
  return out;
}

/** Dates and times that look right but name no real day or hour. */
const IMPOSSIBLE_DATES = ['2024-13-45', '2024-02-30', '2024-01-01T25:00'];

/** Values of the wrong kind for a property of `type`, and values that break every limit. */
function badValues(type: string): unknown[] {
  const huge = 'ş'.repeat(20_000);
  const common = [null, huge, 'a\u0000b', { nested: { too: 'deep' } }, [1, 2, 3]];
  switch (type) {
    case 'number':
    case 'integer':
      return [...common, 'abc', -1e15, 1e300, 1.5, true];
    case 'boolean':
      return [...common, 'yes', 2];
    case 'array':
      return [...common.filter((v) => !Array.isArray(v)), 'abc', Array.from({ length: 5000 }, () => huge.slice(0, 10))];
    case 'object':
      return [...common.filter((v) => typeof v !== 'object'), 'abc', 42];
    default:
      return [...common, 12345, true, '', ...IMPOSSIBLE_DATES];
  }
}

/** A Turkish validation message names its fields in Turkish: never a raw API field name (unless the label is the same). */
function rawFieldNames(message: string, names: Iterable<string>) {
  const tail = message.replace(/^Gönderilen bilgiler geçersiz: /, '');
  return [...names].filter((n) => tail.split(', ').includes(n) && FIELD_LABELS[n]?.tr !== n);
}

describe('every route fuzzed from its own schema', () => {
  const t = useTestApp('pglite');
  const { tokens, claimsOf } = useEveryoneSignedIn(t);

  const routes = () => t.app.registeredRoutes.filter((r) => r.url !== '/api/ws' && !r.url.startsWith('/api/docs') && r.url !== '/api/openapi.json');

  /** A caller who passes the route's policy, so that the input is what gets checked. */
  async function callerFor(route: RegisteredRoute): Promise<string | undefined> {
    const policy = route.policy!;
    if (policy.access === 'public') return undefined;
    const account = policy.access === 'claim' ? ACCOUNTS.find((a) => claimsOf[a].has(policy.claim)) : 'admin';
    if (!account) return undefined;
    if (SESSION_ENDING.test(route.url)) return (await signIn(t.app, account)).accessToken;
    return tokens[account];
  }

  it('every field of every route has a Turkish label for error messages', () => {
    const missing = new Set<string>();
    for (const route of routes())
      for (const part of ['params', 'querystring', 'body'] as const)
        for (const name of propertiesOf(jsonSchemaOf(route.schema?.[part])).keys()) if (!FIELD_LABELS[name]) missing.add(name);
    expect([...missing].sort()).toEqual([]);
  });

  it('answers bad input with a 4xx { code, message } in Turkish, never a 5xx', async () => {
    const problems: string[] = [];
    let calls = 0;
    for (const route of routes()) {
      const token = await callerFor(route);
      const headers = token ? bearer(token) : {};
      const baseUrl = route.url.replace(/:role\b/, 'Store').replace(/:(\w+)/g, SOME_ID);
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
      const schemaNames = new Set<string>();

      const attempt = async (label: string, options: { url?: string; payload?: unknown; raw?: string; contentType?: string }) => {
        calls++;
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: options.url ?? baseUrl,
          headers: { ...headers, ...(options.contentType ? { 'content-type': options.contentType } : {}) },
          ...(options.raw !== undefined ? { payload: options.raw } : hasBody ? { payload: (options.payload ?? {}) as object } : {}),
        });
        const where = `${route.method} ${route.url} [${label}]`;
        if (res.statusCode >= 500) return problems.push(`${where} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        if (res.statusCode < 400) return;
        let body: { code?: unknown; message?: unknown };
        try {
          body = res.json();
        } catch {
          return problems.push(`${where}: not JSON: ${res.body.slice(0, 120)}`);
        }
        if (typeof body.code !== 'string' || typeof body.message !== 'string') return problems.push(`${where}: body ${res.body.slice(0, 120)}`);
        if (body.code === 'validation_error') {
          const raw = rawFieldNames(body.message, schemaNames);
          if (raw.length) problems.push(`${where}: names fields raw: ${body.message}`);
        }
      };

      // Path parameters: not an id, far too long, NUL.
      if (/:\w+/.test(route.url)) {
        for (const [label, value] of [
          ['param not an id', 'not-an-id'],
          ['param 5,000 characters', 'x'.repeat(5000)],
          ['param with NUL', 'a%00b'],
        ] as const)
          await attempt(label, { url: route.url.replace(/:role\b/, 'Store').replace(/:(\w+)/g, value) });
      }

      // Query string fields.
      const query = propertiesOf(jsonSchemaOf(route.schema?.querystring));
      for (const name of query.keys()) schemaNames.add(name);
      for (const [name, type] of query) {
        for (const value of ['abc', '-99999999999999999999', 'x'.repeat(5000), 'a%00b', type === 'string' ? '' : '1.5', ...IMPOSSIBLE_DATES])
          await attempt(`query ${name}=${value.slice(0, 12)}`, { url: `${baseUrl}?${name}=${value}` });
        await attempt(`query ${name} twice`, { url: `${baseUrl}?${name}=a&${name}=b` });
      }
      await attempt('unknown query field', { url: `${baseUrl}?zzUnknown=1` });

      if (!hasBody) continue;
      // Body fields, one at a time, then the body as a whole.
      const bodySchema = jsonSchemaOf(route.schema?.body);
      const body = propertiesOf(bodySchema);
      for (const name of body.keys()) schemaNames.add(name);
      const sample = sampleOf(bodySchema ?? undefined);
      const base = sample && typeof sample === 'object' && !Array.isArray(sample) ? (sample as Record<string, unknown>) : {};
      for (const [name, type] of body)
        for (const value of badValues(type)) {
          const label = `body ${name}=${JSON.stringify(value)?.slice(0, 16)}`;
          await attempt(label, { payload: { [name]: value } });
          await attempt(`${label} in an otherwise valid body`, { payload: { ...base, [name]: value } });
        }
      await attempt('unknown body field', { payload: { zzUnknown: 'x' } });
      await attempt('broken JSON', { raw: '{"a": ', contentType: 'application/json' });
      await attempt('JSON array body', { payload: [1, 2] });
      await attempt('wrong content type', { raw: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' });
      await attempt('text body', { raw: 'hello', contentType: 'text/plain' });
      await attempt('NUL in a key', { payload: { 'a\u0000': 1 } });
      await attempt('10,000 levels of nesting', { raw: '['.repeat(10_000) + ']'.repeat(10_000), contentType: 'application/json' });
    }
    expect(problems).toEqual([]);
    expect(calls).toBeGreaterThan(1000);
  }, 300_000);
});
