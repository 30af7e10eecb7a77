import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RoadClass } from './road-classes';
import { writeArrays, type NamedArrays } from './typed-array-file';

export interface RoadBuildRequest {
  pmtilesPath: string;
  speedsKmh: Partial<Record<RoadClass, number>>;
  bbox?: readonly [number, number, number, number];
  extra: Record<string, unknown>;
}

/** Bumped whenever the graph, the hierarchy or the file layout changes, so old cache files are rebuilt. */
const FORMAT = 3;

/**
 * The cache file's name for this extract and these speeds: the file's size and time, and a hash of its first bytes
 * (PMTiles header and root directory), so a replaced extract is noticed without reading 30 MB at each start.
 */
export function roadCacheName(pmtilesPath: string, settings: object) {
  const stat = fs.statSync(pmtilesPath);
  const fd = fs.openSync(pmtilesPath, 'r');
  const head = Buffer.alloc(Math.min(16_384, stat.size));
  fs.readSync(fd, head, 0, head.length, 0);
  fs.closeSync(fd);
  const hash = createHash('sha256')
    .update(JSON.stringify({ FORMAT, size: stat.size, mtime: Math.round(stat.mtimeMs), settings }))
    .update(head)
    .digest('hex')
    .slice(0, 16);
  return `roads-${hash}.bin`;
}

/**
 * The build worker's V8 heap cap. The network's arrays live outside the heap; the cap bounds the build's passing JS
 * objects, which V8 would otherwise let grow lazily. A region too large for it is built again without a cap rather
 * than not at all.
 */
export const BUILD_HEAP_MB = 256;
/**
 * The worker's young generation, which V8 splits in three (two semi-spaces and large objects). The build's passing
 * objects (a tile's features and points) die young: V8's default 16 MB semi-spaces only added resident memory
 * (İstanbul: 40 MB), 4 MB ones cost no build time (1 MB ones did).
 */
const BUILD_YOUNG_HEAP_MB = 12;

/**
 * Runs the build in a worker thread (TypeScript sources load through tsx when the server itself runs from them) and
 * answers the network's arrays (RoadNetwork.fromArrays, writeCacheFile).
 */
export function buildInWorker(request: RoadBuildRequest, heapMb: number | null = BUILD_HEAP_MB): Promise<NamedArrays> {
  return runWorker(request, heapMb).catch((error: unknown) => {
    if (heapMb !== null && (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') return runWorker(request, null);
    throw error;
  });
}

function runWorker(request: RoadBuildRequest, heapMb: number | null): Promise<NamedArrays> {
  const fromSource = import.meta.url.endsWith('.ts');
  const file = new URL(fromSource ? './road-build.worker.ts' : './road-build.worker.js', import.meta.url);
  const resourceLimits = { maxYoungGenerationSizeMb: BUILD_YOUNG_HEAP_MB, ...(heapMb === null ? {} : { maxOldGenerationSizeMb: heapMb }) };
  const worker = fromSource
    ? new Worker(throughTsx(file), { eval: true, workerData: request, resourceLimits })
    : new Worker(file, { workerData: request, resourceLimits });
  return new Promise((resolve, reject) => {
    worker.on('message', (message: { type: 'done'; network: NamedArrays }) => resolve(message.network));
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (code !== 0) reject(new Error(`road graph worker stopped with code ${code}`));
    });
  });
}

/** A worker script that registers tsx's loader inside the worker, then loads the TypeScript worker file. */
function throughTsx(file: URL) {
  const tsx = path.join(path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs');
  return `import(${JSON.stringify(pathToFileURL(tsx).href)}).then((api) => { api.register(); return import(${JSON.stringify(file.href)}); });`;
}

/** Writes the cache file whole or not at all (a crash mid-write leaves no half file to load next time). */
export function writeCacheFile(dir: string, name: string, network: NamedArrays) {
  fs.mkdirSync(dir, { recursive: true });
  const temporary = path.join(dir, `${name}.${process.pid}.tmp`);
  writeArrays(temporary, network);
  fs.renameSync(temporary, path.join(dir, name));
  for (const old of fs.readdirSync(dir)) if (/^roads-[0-9a-f]{16}\.bin$/.test(old) && old !== name) fs.rmSync(path.join(dir, old), { force: true });
}
