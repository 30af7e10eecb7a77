import type { Db } from '../../db/client';

/** One stored ping: `at` in epoch milliseconds. */
export interface PositionRow {
  carrierId: string;
  latitude: number;
  longitude: number;
  accuracy: number | null | undefined;
  at: number;
}

/**
 * Most pings in one INSERT (a group-commit batch): on PGlite the statement runs on the event loop, about 12 µs a ping
 * on this machine plus a few tenths of a millisecond a statement. More pings wait for the next batch. The baselines of
 * the ingest benchmarks use the same cap.
 */
export const PING_BATCH_MAX = 1000;

/**
 * One array parameter per column (`unnest`), sent as the array's text: five parameters whatever the batch size (no
 * 65,535-parameter limit, one plan shape), no JSON to build and take apart, and no query builder on the hot path —
 * the statement text is a constant given to the driver as is (PGlite or node-postgres: the same SQL).
 *
 * Times travel as epoch milliseconds (`to_timestamp`), not as text: no date parsing per row, and a time PostgreSQL's
 * text input refuses (year 0000, which the API's ISO check lets through) cannot fail the whole batch — it is stored
 * as the instant it names. Numbers are written by `String()`, the shortest text that reads back as the same double.
 */
const INSERT_POSITIONS = `insert into carrier_positions (carrier_id, latitude, longitude, accuracy, recorded_at)
select c, la, lo, ac, to_timestamp(ms / 1000) from unnest($1::uuid[], $2::float8[], $3::float8[], $4::float8[], $5::float8[]) as u(c, la, lo, ac, ms)`;

/** The text of the five column arrays of `rows` (carrier ids are uuids from the database: nothing to quote). */
export function positionArrays(rows: readonly PositionRow[]): [string, string, string, string, string] {
  let ids = '{';
  let lats = '{';
  let lngs = '{';
  let accs = '{';
  let times = '{';
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    const sep = i === 0 ? '' : ',';
    ids += sep + r.carrierId;
    lats += sep + r.latitude;
    lngs += sep + r.longitude;
    accs += sep + (r.accuracy == null ? 'NULL' : r.accuracy);
    times += sep + r.at;
  }
  return [ids + '}', lats + '}', lngs + '}', accs + '}', times + '}'];
}

type RawClient = { query(text: string | { name: string; text: string; values: unknown[] }, params?: unknown[]): Promise<unknown> };

/** The parts of PGlite's public API the prepared INSERT uses (see `preparedOnPglite`). */
interface PgliteClient {
  runExclusive<T>(fn: () => Promise<T>): Promise<T>;
  isInTransaction(): boolean;
  execProtocol(message: Uint8Array): Promise<unknown>;
  query(text: string, params: unknown[]): Promise<unknown>;
}
const isPglite = (client: unknown): client is PgliteClient => typeof (client as PgliteClient).execProtocol === 'function';

const encoder = new TextEncoder();

/** Frontend protocol messages: [Close + Parse of `name` when `parse`] + Bind + Execute + Sync, in one buffer. */
function protocolMessages(name: string, text: string, params: readonly string[], parse: boolean): Uint8Array {
  const nameBytes = encoder.encode(name);
  const textBytes = parse ? encoder.encode(text) : new Uint8Array(0);
  const values = params.map((p) => encoder.encode(p));
  const closeLength = parse ? 1 + 4 + 1 + nameBytes.length + 1 : 0;
  const parseLength = parse ? 1 + 4 + nameBytes.length + 1 + textBytes.length + 1 + 2 : 0;
  let bindLength = 1 + 4 + 1 + nameBytes.length + 1 + 2 + 2 + 2;
  for (const v of values) bindLength += 4 + v.length;
  const out = new Uint8Array(closeLength + parseLength + bindLength + 10 + 5);
  const view = new DataView(out.buffer);
  let at = 0;
  const byte = (b: number) => (out[at++] = b);
  const int16 = (n: number) => (view.setInt16(at, n), (at += 2));
  const int32 = (n: number) => (view.setInt32(at, n), (at += 4));
  const bytes = (b: Uint8Array) => (out.set(b, at), (at += b.length));
  if (parse) {
    // Close first: a statement left from before a failure is replaced, and closing none is no error.
    byte(0x43), int32(closeLength - 1), byte(0x53), bytes(nameBytes), byte(0);
    byte(0x50), int32(parseLength - 1), bytes(nameBytes), byte(0), bytes(textBytes), byte(0), int16(0);
  }
  byte(0x42), int32(bindLength - 1), byte(0), bytes(nameBytes), byte(0), int16(0), int16(values.length);
  for (const v of values) int32(v.length), bytes(v);
  int16(0);
  byte(0x45), int32(9), byte(0), int32(0);
  byte(0x53), int32(4);
  return out;
}

/** Per PGlite client: the named statements it holds. */
const preparedOn = new WeakMap<object, Set<string>>();

/**
 * A named prepared statement on PGlite: parsed and analysed once, then each call is one Bind + Execute + Sync —
 * about 0.3–0.4 ms less of the event loop per statement than `query()` (which parses, describes and plans each
 * time in six round trips), a third of a small batch's cost. It runs alone on PGlite's one connection
 * (`runExclusive`), and only outside a transaction: when another caller's transaction is open on the connection the
 * statement must not join it, so it waits its turn through `query()` as any other statement does.
 */
async function preparedOnPglite(client: PgliteClient, name: string, text: string, params: readonly string[]) {
  let prepared = preparedOn.get(client);
  if (!prepared) preparedOn.set(client, (prepared = new Set()));
  const known = prepared;
  const done = await client.runExclusive(async () => {
    if (client.isInTransaction()) return false;
    const parse = !known.has(name);
    known.add(name);
    try {
      await client.execProtocol(protocolMessages(name, text, params, parse));
    } catch (err) {
      known.delete(name); // parse again next time, whatever failed
      throw err;
    }
    return true;
  });
  if (!done) await client.query(text, [...params]);
}

/**
 * Runs one of this module's constant statements: a named prepared statement on either database (node-postgres
 * prepares it once per pooled connection by its name).
 */
async function runPrepared(db: Db, name: string, text: string, params: [string, string, string, string, string]) {
  const client = (db as unknown as { $client: RawClient }).$client;
  if (isPglite(client)) await preparedOnPglite(client, name, text, params);
  else await client.query({ name, text, values: params });
}

/** Stores `rows` in one append-only statement (see INSERT_POSITIONS), on the database's own client. */
export async function insertPositions(db: Db, rows: readonly PositionRow[]): Promise<void> {
  if (rows.length === 0) return;
  await runPrepared(db, 'kurye_insert_positions', INSERT_POSITIONS, positionArrays(rows));
}

const UPSERT_STATES = `insert into carrier_states as s (carrier_id, latitude, longitude, position_at)
select c, la, lo, to_timestamp(ms / 1000) from unnest($1::uuid[], $2::float8[], $3::float8[], $4::float8[], $5::float8[]) as u(c, la, lo, ac, ms)
on conflict (carrier_id) do update set latitude = excluded.latitude, longitude = excluded.longitude, position_at = excluded.position_at, updated_at = now()
where s.position_at is null or s.position_at <= excluded.position_at`;

/**
 * Each courier's latest position in `carrier_states`, where newer than what the row holds. `rows` must hold one row per
 * courier (a row is updated once per statement).
 */
export async function upsertLatestStates(db: Db, rows: readonly PositionRow[]): Promise<void> {
  if (rows.length === 0) return;
  await runPrepared(db, 'kurye_upsert_states', UPSERT_STATES, positionArrays(rows));
}
