import path from 'node:path';
import { RoadsService } from '../src/modules/roads/roads.service';

/** The shared İstanbul street extract beside the project (never inside it). */
export const SHARED_PMTILES = path.resolve(import.meta.dirname, '../../../../shared/map/istanbul.pmtiles');
/** Kadıköy at zoom 14: Bağdat Caddesi's end, Moda, Söğütlüçeşme. */
export const KADIKOY_TILE = '14/9513/6143';

/** A road network's log for tests: errors only. */
export const quietLog = { info: () => {}, error: (o: object) => console.error(o) };

/** The road network of `bbox` (W, S, E, N) from the shared extract, built in memory (no cache file), once it is ready. */
export async function roadsOf(bbox: readonly [number, number, number, number]) {
  const roads = new RoadsService({ pmtilesPath: SHARED_PMTILES, cacheDir: null, bbox, log: quietLog });
  roads.start();
  await roads.whenReady();
  return roads;
}
