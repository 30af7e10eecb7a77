// `npm run map:extract -- --bbox W,S,E,N --from URL_OR_FILE [--out FILE] [--maxzoom N]`: cuts a region out of a larger
// PMTiles v3 archive (OpenMapTiles vector tiles), local or over HTTP Range, into a new clustered PMTiles file for
// MAP_PMTILES. Progress on stderr.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FetchSource } from 'pmtiles';
import { type BBox, extractArchive } from './modules/geo/pmtiles-extract';
import { LocalFileSource, openTileArchive } from './modules/geo/pmtiles-archive';

const USAGE = 'usage: npm run map:extract -- --bbox W,S,E,N --from URL_OR_FILE [--out FILE] [--maxzoom N]';

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

const { values } = parseArgs({
  options: { bbox: { type: 'string' }, from: { type: 'string' }, out: { type: 'string' }, maxzoom: { type: 'string' } },
});
const bbox = values.bbox?.split(',').map(Number);
if (!bbox || bbox.length !== 4 || bbox.some((v) => !Number.isFinite(v)) || bbox[0]! >= bbox[2]! || bbox[1]! >= bbox[3]!)
  fail('--bbox must be W,S,E,N in degrees');
if (!values.from) fail('--from is required');
const maxZoom = values.maxzoom === undefined ? undefined : Number(values.maxzoom);
if (maxZoom !== undefined && !(Number.isInteger(maxZoom) && maxZoom >= 0 && maxZoom <= 30)) fail('--maxzoom must be a zoom 0–30');
// npm runs the script in the root folder; relative paths mean the folder the command was typed in.
const cwd = process.env.INIT_CWD ?? process.cwd();
const remote = /^https?:\/\//.test(values.from);
const out = path.resolve(cwd, values.out ?? 'extract.pmtiles');

const local = remote ? undefined : new LocalFileSource(path.resolve(cwd, values.from));
const source = await openTileArchive(local ?? new FetchSource(values.from));
const started = performance.now();
const result = await extractArchive(source, out, { bbox: bbox as BBox, maxZoom, progress: (line) => process.stderr.write(`${line}\n`) });
local?.close();
process.stderr.write(`done in ${((performance.now() - started) / 1000).toFixed(1)} s: ${result.tiles} tiles, ${(result.bytes / 1e6).toFixed(1)} MB\n`);
