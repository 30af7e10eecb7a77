import fs from 'node:fs';
import path from 'node:path';
import type { RoadClass } from './road-classes';
import { buildInWorker, roadCacheName, writeCacheFile, type RoadBuildRequest } from './road-build';
import { RoadNetwork } from './road-network';

export type RoadsState = 'off' | 'building' | 'ready' | 'failed';

type Speeds = Partial<Record<RoadClass, number>>;

interface Logger {
  info(o: object, m: string): void;
  error(o: object, m: string): void;
}

/**
 * Holds the road network once it is there. At start it loads the cache file for this extract and these speeds, or
 * builds the network in a worker thread and writes the cache; meanwhile (and without an extract) `network` is null and
 * callers fall back to the straight line. New speeds build a new network while the old one keeps answering.
 */
export class RoadsService {
  network: RoadNetwork | null = null;
  state: RoadsState = 'off';
  private ready: Promise<RoadNetwork | null> = Promise.resolve(null);
  /** The speeds of the network answering or being built (JSON), so a repeat of the same speeds does nothing. */
  private speedsKey: string | null = null;

  constructor(
    private readonly options: {
      pmtilesPath: string | null;
      /** Where the cache file lives (DATA_DIR); null keeps it in memory only. */
      cacheDir: string | null;
      bbox?: readonly [number, number, number, number];
      log: Logger;
    },
  ) {}

  /** Starts loading or building with these speeds (km/h by class); resolves at once (see `whenReady`). */
  start(speedsKmh: Speeds = {}) {
    const { pmtilesPath, cacheDir, log } = this.options;
    if (!pmtilesPath || !fs.existsSync(pmtilesPath)) return;
    const key = JSON.stringify(speedsKmh);
    if (key === this.speedsKey) return;
    this.speedsKey = key;
    const name = roadCacheName(pmtilesPath, { speedsKmh, bbox: this.options.bbox ?? null });
    const cached = cacheDir ? path.join(cacheDir, name) : null;
    if (cached && fs.existsSync(cached)) {
      try {
        const started = performance.now();
        this.network = RoadNetwork.fromBuffer(fs.readFileSync(cached)).network;
        this.state = 'ready';
        log.info({ file: cached, ms: Math.round(performance.now() - started), nodes: this.network.graph.nodeCount }, 'road network loaded from cache');
        this.ready = Promise.resolve(this.network);
        return;
      } catch (error) {
        log.error({ err: error, file: cached }, 'road cache unreadable; building again');
      }
    }
    if (!this.network) this.state = 'building';
    const request: RoadBuildRequest = { pmtilesPath, speedsKmh, bbox: this.options.bbox, extra: { source: path.basename(pmtilesPath) } };
    this.ready = buildInWorker(request).then(
      (built) => {
        // Speeds changed again meanwhile: that later build wins.
        if (this.speedsKey !== key) return this.network;
        const { network, extra } = RoadNetwork.fromArrays(built);
        if (cacheDir) writeCacheFile(cacheDir, name, built);
        this.network = network;
        this.state = 'ready';
        log.info({ ms: extra.buildMs, nodes: network.graph.nodeCount, edges: network.graph.edgeCount }, 'road network built');
        return network;
      },
      (error: unknown) => {
        if (!this.network) this.state = 'failed';
        log.error({ err: error }, 'road network build failed; fees and dispatch use the straight line');
        return this.network;
      },
    );
  }

  whenReady() {
    return this.ready;
  }
}
