import fs from 'node:fs';
import zlib from 'node:zlib';
import { Compression, type Header, zxyToTileId } from 'pmtiles';
import type { TileArchive } from './pmtiles-archive';

/** [west, south, east, north] in degrees. */
export type BBox = [number, number, number, number];

export interface ExtractOptions {
  bbox: BBox;
  /** The deepest zoom to copy (default: the source's). */
  maxZoom?: number;
  /** Progress lines (stderr in the command). */
  progress?: (line: string) => void;
  /** The root directory's largest size before leaf directories are used (default: what fits in the first 16 KiB). */
  rootMaxBytes?: number;
}

export interface ExtractResult {
  tiles: number;
  contents: number;
  bytes: number;
}

/** Tile columns and rows covering the bbox at zoom z (Web Mercator). */
export function tileRange([west, south, east, north]: BBox, z: number) {
  const n = 2 ** z;
  const col = (lng: number) => Math.min(n - 1, Math.max(0, Math.floor(((lng + 180) / 360) * n)));
  const row = (lat: number) => {
    const r = (lat * Math.PI) / 180;
    return Math.min(n - 1, Math.max(0, Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n)));
  };
  return { x0: col(west), x1: col(east), y0: row(north), y1: row(south) };
}

interface OutEntry {
  tileId: number;
  offset: number;
  length: number;
  runLength: number;
}

function writeVarint(out: number[], value: number) {
  while (value >= 0x80) {
    out.push((value % 0x80) | 0x80);
    value = Math.floor(value / 0x80);
  }
  out.push(value);
}

/** A directory as PMTiles v3 writes it: count, then ids (deltas), run lengths, lengths, offsets (0 = right after the previous). */
function serializeDirectory(entries: readonly OutEntry[]): Buffer {
  const out: number[] = [];
  writeVarint(out, entries.length);
  let lastId = 0;
  for (const e of entries) {
    writeVarint(out, e.tileId - lastId);
    lastId = e.tileId;
  }
  for (const e of entries) writeVarint(out, e.runLength);
  for (const e of entries) writeVarint(out, e.length);
  entries.forEach((e, i) => {
    const prev = entries[i - 1];
    writeVarint(out, i > 0 && prev && e.offset === prev.offset + prev.length ? 0 : e.offset + 1);
  });
  return zlib.gzipSync(Buffer.from(out));
}

const HEADER_BYTES = 127;
/** The root directory must fit in the first 16 KiB with the header (the spec's promise to readers). */
const ROOT_MAX = 16_384 - HEADER_BYTES;

/** The root directory, and the leaf directories when all entries do not fit in the root. */
function directories(entries: readonly OutEntry[], rootMax: number): { root: Buffer; leaves: Buffer } {
  const root = serializeDirectory(entries);
  if (root.length <= rootMax) return { root, leaves: Buffer.alloc(0) };
  for (let leafSize = Math.min(4096, Math.ceil(entries.length / 8)); ; leafSize *= 2) {
    const rootEntries: OutEntry[] = [];
    const leafParts: Buffer[] = [];
    let offset = 0;
    for (let i = 0; i < entries.length; i += leafSize) {
      const leaf = serializeDirectory(entries.slice(i, i + leafSize));
      rootEntries.push({ tileId: entries[i]!.tileId, offset, length: leaf.length, runLength: 0 });
      leafParts.push(leaf);
      offset += leaf.length;
    }
    const rootDir = serializeDirectory(rootEntries);
    if (rootDir.length <= rootMax) return { root: rootDir, leaves: Buffer.concat(leafParts) };
  }
}

function serializeHeader(h: Header & { leafDirectoryLength: number; tileDataLength: number }): Buffer {
  const b = Buffer.alloc(HEADER_BYTES);
  b.write('PMTiles', 0, 'ascii');
  b.writeUInt8(3, 7);
  const u64 = [
    h.rootDirectoryOffset,
    h.rootDirectoryLength,
    h.jsonMetadataOffset,
    h.jsonMetadataLength,
    h.leafDirectoryOffset,
    h.leafDirectoryLength,
    h.tileDataOffset,
    h.tileDataLength,
    h.numAddressedTiles,
    h.numTileEntries,
    h.numTileContents,
  ];
  u64.forEach((v, i) => b.writeBigUInt64LE(BigInt(v), 8 + i * 8));
  b.writeUInt8(h.clustered ? 1 : 0, 96);
  b.writeUInt8(h.internalCompression, 97);
  b.writeUInt8(h.tileCompression, 98);
  b.writeUInt8(h.tileType, 99);
  b.writeUInt8(h.minZoom, 100);
  b.writeUInt8(h.maxZoom, 101);
  const e7 = (v: number) => Math.round(v * 1e7);
  b.writeInt32LE(e7(h.minLon), 102);
  b.writeInt32LE(e7(h.minLat), 106);
  b.writeInt32LE(e7(h.maxLon), 110);
  b.writeInt32LE(e7(h.maxLat), 114);
  b.writeUInt8(h.centerZoom, 118);
  b.writeInt32LE(e7(h.centerLon), 119);
  b.writeInt32LE(e7(h.centerLat), 123);
  return b;
}

/** Ranges of the source read together: neighbouring tiles (a clustered archive keeps them close) in one request. */
const MERGE_GAP = 64 * 1024;
const MERGE_MAX = 8 * 1024 * 1024;

/**
 * Writes to `out` a clustered PMTiles v3 archive of the tiles of `source` intersecting the bbox, at every zoom up to
 * `maxZoom`: tiles byte for byte, the same content stored once, the source's metadata (with the bbox added).
 */
export async function extractArchive(source: TileArchive, out: string, options: ExtractOptions): Promise<ExtractResult> {
  const h = source.header;
  const [west, south, east, north] = options.bbox;
  const bounds: BBox = [Math.max(west, h.minLon), Math.max(south, h.minLat), Math.min(east, h.maxLon), Math.min(north, h.maxLat)];
  if (bounds[0] >= bounds[2] || bounds[1] >= bounds[3])
    throw new Error(`the bbox ${options.bbox.join(',')} is outside the source (${h.minLon},${h.minLat},${h.maxLon},${h.maxLat})`);
  const maxZoom = Math.min(options.maxZoom ?? h.maxZoom, h.maxZoom);
  const progress = options.progress ?? (() => {});

  // Which tiles, and where each is in the source.
  const wanted: { tileId: number; offset: number; length: number }[] = [];
  for (let z = h.minZoom; z <= maxZoom; z++) {
    const { x0, x1, y0, y1 } = tileRange(bounds, z);
    let found = 0;
    for (let x = x0; x <= x1; x++)
      for (let y = y0; y <= y1; y++) {
        const at = await source.locate(z, x, y);
        if (at) {
          wanted.push({ tileId: zxyToTileId(z, x, y), ...at });
          found++;
        }
      }
    progress(`z${z}: ${found} of ${(x1 - x0 + 1) * (y1 - y0 + 1)} tiles in the box`);
  }
  wanted.sort((a, b) => a.tileId - b.tileId);

  // Each distinct content once, in the order of its first tile (clustered), read in merged ranges.
  const contents = new Map<number, { offset: number; length: number; data?: Buffer }>();
  for (const t of wanted) if (!contents.has(t.offset)) contents.set(t.offset, { offset: t.offset, length: t.length });
  const bySource = [...contents.values()].sort((a, b) => a.offset - b.offset);
  const total = bySource.reduce((n, c) => n + c.length, 0);
  let read = 0;
  for (let i = 0; i < bySource.length;) {
    let j = i + 1;
    while (
      j < bySource.length &&
      bySource[j]!.offset - (bySource[j - 1]!.offset + bySource[j - 1]!.length) <= MERGE_GAP &&
      bySource[j]!.offset + bySource[j]!.length - bySource[i]!.offset <= MERGE_MAX
    )
      j++;
    const start = bySource[i]!.offset;
    const end = bySource[j - 1]!.offset + bySource[j - 1]!.length;
    const chunk = Buffer.from(await source.readBytes(start, end - start));
    for (let k = i; k < j; k++) {
      const c = bySource[k]!;
      c.data = chunk.subarray(c.offset - start, c.offset - start + c.length);
      read += c.length;
    }
    progress(`read ${(read / 1e6).toFixed(1)} of ${(total / 1e6).toFixed(1)} MB (${Math.round((100 * read) / total)}%)`);
    i = j;
  }

  // New offsets in tile id order; consecutive ids with the same content become one run.
  const newOffset = new Map<number, number>();
  const dataParts: Buffer[] = [];
  let dataLength = 0;
  const entries: OutEntry[] = [];
  for (const t of wanted) {
    let offset = newOffset.get(t.offset);
    if (offset === undefined) {
      offset = dataLength;
      newOffset.set(t.offset, offset);
      dataParts.push(contents.get(t.offset)!.data!);
      dataLength += t.length;
    }
    const last = entries.at(-1);
    if (last && last.offset === offset && last.tileId + last.runLength === t.tileId) last.runLength++;
    else entries.push({ tileId: t.tileId, offset, length: t.length, runLength: 1 });
  }

  const { root, leaves } = directories(entries, options.rootMaxBytes ?? ROOT_MAX);
  const metadata = zlib.gzipSync(Buffer.from(JSON.stringify({ ...source.metadata, bounds: bounds.join(','), extract: { bbox: options.bbox } })));
  const rootOffset = HEADER_BYTES;
  const metadataOffset = rootOffset + root.length;
  const leafOffset = metadataOffset + metadata.length;
  const dataOffset = leafOffset + leaves.length;
  const header = serializeHeader({
    ...h,
    specVersion: 3,
    rootDirectoryOffset: rootOffset,
    rootDirectoryLength: root.length,
    jsonMetadataOffset: metadataOffset,
    jsonMetadataLength: metadata.length,
    leafDirectoryOffset: leafOffset,
    leafDirectoryLength: leaves.length,
    tileDataOffset: dataOffset,
    tileDataLength: dataLength,
    numAddressedTiles: wanted.length,
    numTileEntries: entries.length,
    numTileContents: dataParts.length,
    clustered: true,
    internalCompression: Compression.Gzip,
    minZoom: h.minZoom,
    maxZoom,
    minLon: bounds[0],
    minLat: bounds[1],
    maxLon: bounds[2],
    maxLat: bounds[3],
    centerZoom: Math.min(Math.max(h.centerZoom, h.minZoom), maxZoom),
    centerLon: (bounds[0] + bounds[2]) / 2,
    centerLat: (bounds[1] + bounds[3]) / 2,
  });
  const fd = fs.openSync(out, 'w');
  try {
    for (const part of [header, root, metadata, leaves, ...dataParts]) fs.writeSync(fd, part);
  } finally {
    fs.closeSync(fd);
  }
  const bytes = dataOffset + dataLength;
  progress(`wrote ${out}: ${wanted.length} tiles, ${dataParts.length} distinct, ${(bytes / 1e6).toFixed(1)} MB`);
  return { tiles: wanted.length, contents: dataParts.length, bytes };
}
