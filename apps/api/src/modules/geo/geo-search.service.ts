import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { GeoPlace, GeoPlaceKind, GeoSearchResults } from '@kurye/contracts/geo';
import { AppError } from '../../lib/errors';
import { districtCentres } from '../reference/map-data';
import { buildPlaces, type DistrictCentre } from './place-index.build';
import { createPlaceIndex, type PlaceIndex, type PlaceSearch } from './place-index';
import type { TileArchive } from './pmtiles-archive';

export interface GeoSearchDeps {
  /** The street map's archive; none: searching answers `map_not_configured`. */
  archive: TileArchive | undefined;
  /** Where the built index is kept (`geo-index-<archive key>.json`), so a restart on the same extract skips the build. */
  dataDir: string;
  log: FastifyBaseLogger;
  /** How long a search waits for an index still being built before answering 503 (default 2 s). */
  waitMs?: number;
}

/** A place as the cache file keeps it: [name, kind, district, latitude, longitude]. */
type CachedPlace = [string, GeoPlaceKind, string, number, number];

/** Every district centre of Turkey, to name the district of each place (the nearest centre). */
const allDistricts = (): DistrictCentre[] =>
  Object.values(districtCentres().districts).flatMap((province) => Object.entries(province).map(([name, at]) => ({ name, at })));

export type GeoSearchService = ReturnType<typeof createGeoSearchService>;

/**
 * Street search over the names of the street map's tiles. The index is built once per extract (a few seconds, the event
 * loop yielded after every tile) and cached under DATA_DIR; `start()` begins it (at server start), and a search before
 * then begins it too. A search waits up to `waitMs` for it, then answers 503 `geo_index_building`.
 */
export function createGeoSearchService(deps: GeoSearchDeps) {
  const { archive, log } = deps;
  const waitMs = deps.waitMs ?? 2_000;
  const abort = new AbortController();
  let index: PlaceIndex | undefined;
  let building: Promise<void> | undefined;
  const cacheFile = archive && path.join(deps.dataDir, `geo-index-${archive.key}.json`);

  function readCache(): GeoPlace[] | undefined {
    try {
      const rows = JSON.parse(fs.readFileSync(cacheFile!, 'utf8')) as CachedPlace[];
      return rows.map(([name, kind, district, latitude, longitude]) => ({ name, kind, district, latitude, longitude }));
    } catch {
      return undefined;
    }
  }

  function writeCache(places: GeoPlace[]) {
    try {
      fs.mkdirSync(deps.dataDir, { recursive: true });
      // Another extract's index is of no more use.
      for (const old of fs.readdirSync(deps.dataDir).filter((f) => /^geo-index-.*\.json$/.test(f))) fs.rmSync(path.join(deps.dataDir, old), { force: true });
      const rows: CachedPlace[] = places.map((p) => [p.name, p.kind, p.district, p.latitude, p.longitude]);
      fs.writeFileSync(`${cacheFile}.tmp`, JSON.stringify(rows));
      fs.renameSync(`${cacheFile}.tmp`, cacheFile!);
    } catch (err) {
      log.warn({ err, file: cacheFile }, 'street search: the index could not be cached; it is built again at the next start');
    }
  }

  async function build() {
    const started = performance.now();
    let places = readCache();
    const cached = places !== undefined;
    if (!places) {
      places = await buildPlaces(archive!, allDistricts(), abort.signal);
      writeCache(places);
    }
    index = createPlaceIndex(places);
    log.info({ places: places.length, ms: Math.round(performance.now() - started), cached }, 'street search index ready');
  }

  function start() {
    if (!archive || building) return building;
    building = build().catch((err) => {
      if (!abort.signal.aborted) log.error({ err }, 'street search: building the index failed');
      building = undefined;
    });
    return building;
  }

  return {
    start,
    /** Whether searching can answer now. */
    ready: () => index !== undefined,
    /** Whether the index is being built or read right now (not after a failed build: search then tries again). */
    indexing: () => building !== undefined && index === undefined,
    async search(query: PlaceSearch): Promise<GeoSearchResults> {
      if (!archive) throw new AppError(404, 'map_not_configured');
      if (!index) {
        const pending = start();
        await Promise.race([pending, new Promise((resolve) => setTimeout(resolve, waitMs).unref())]);
        if (!index) throw new AppError(503, 'geo_index_building');
      }
      return { items: index.search(query) };
    },
    /** Stops a build under way (before the archive's file is closed). */
    async close() {
      abort.abort();
      await building;
    },
  };
}
