import type { Db } from '../../db/client';
import { runPrepared } from '../../db/prepared';

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

/** Stores `rows` in one append-only statement (see INSERT_POSITIONS), on the database's own client. */
export async function insertPositions(db: Db, rows: readonly PositionRow[]): Promise<void> {
  if (rows.length === 0) return;
  await runPrepared(db, { name: 'kurye_insert_positions', text: INSERT_POSITIONS, params: positionArrays(rows) });
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
  await runPrepared(db, { name: 'kurye_upsert_states', text: UPSERT_STATES, params: positionArrays(rows) });
}
