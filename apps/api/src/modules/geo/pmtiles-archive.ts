import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { Compression, type Entry, findTile, type Header, ResolvedValueCache, type Source, zxyToTileId } from 'pmtiles';

const gunzipAsync = promisify(zlib.gunzip);

/** Gunzip with Node's zlib (the package's default goes through web streams, slower for small buffers). */
export async function decompress(buf: ArrayBuffer, compression: Compression): Promise<ArrayBuffer> {
  if (compression === Compression.None || compression === Compression.Unknown) return buf;
  if (compression !== Compression.Gzip) throw new Error(`PMTiles compression ${compression} is not supported`);
  const out = await gunzipAsync(new Uint8Array(buf));
  return out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength) as ArrayBuffer;
}

/** A pmtiles `Source` over a local file: positioned reads on one open descriptor. */
export class LocalFileSource implements Source {
  private readonly fd: number;
  constructor(readonly file: string) {
    this.fd = fs.openSync(file, 'r');
  }
  getKey() {
    return this.file;
  }
  getBytes(offset: number, length: number) {
    return new Promise<{ data: ArrayBuffer }>((resolve, reject) => {
      const buf = Buffer.allocUnsafe(length);
      fs.read(this.fd, buf, 0, length, offset, (err, read) =>
        err ? reject(err) : resolve({ data: buf.buffer.slice(buf.byteOffset, buf.byteOffset + read) as ArrayBuffer }),
      );
    });
  }
  close() {
    fs.closeSync(this.fd);
  }
}

/** A tile as stored in the archive (still compressed as `compression` says). */
export interface StoredTile {
  data: Uint8Array;
  compression: Compression;
}

/** Whether z/x/y names a tile at all (z 0–30, x and y inside the zoom's grid). */
export const isTileCoordinate = (z: number, x: number, y: number) =>
  [z, x, y].every(Number.isSafeInteger) && z >= 0 && z <= 30 && x >= 0 && y >= 0 && x < 2 ** z && y < 2 ** z;

export type TileArchive = Awaited<ReturnType<typeof openTileArchive>>;

/**
 * A PMTiles v3 archive read through `source` (a local file, or an HTTP Range source): its header, metadata, the stored
 * bytes of a tile and the decoded vector tile. Directories are cached; tile bytes are read on each call.
 */
export async function openTileArchive(source: Source) {
  const cache = new ResolvedValueCache(64, undefined, decompress);
  const header: Header = await cache.getHeader(source);
  if (header.specVersion !== 3) throw new Error(`${source.getKey()}: PMTiles spec version ${header.specVersion}, 3 expected`);
  const metadata = JSON.parse(
    new TextDecoder().decode(await decompress((await source.getBytes(header.jsonMetadataOffset, header.jsonMetadataLength)).data, header.internalCompression)),
  ) as Record<string, unknown>;
  const head = await source.getBytes(0, header.rootDirectoryOffset + header.rootDirectoryLength);
  const key = createHash('sha256').update(new Uint8Array(head.data)).update(JSON.stringify(metadata)).digest('hex').slice(0, 16);

  /** Where a tile's bytes are in the source (offset, length), or undefined when the archive has no such tile. */
  async function locate(z: number, x: number, y: number): Promise<{ offset: number; length: number } | undefined> {
    if (z < header.minZoom || z > header.maxZoom) return undefined;
    const tileId = zxyToTileId(z, x, y);
    let offset = header.rootDirectoryOffset;
    let length = header.rootDirectoryLength;
    for (let depth = 0; depth <= 3; depth++) {
      const entry = findTile(await cache.getDirectory(source, offset, length, header), tileId);
      if (!entry) return undefined;
      if (entry.runLength > 0) return { offset: header.tileDataOffset + entry.offset, length: entry.length };
      offset = header.leafDirectoryOffset + entry.offset;
      length = entry.length;
    }
    return undefined;
  }

  /** Every tile entry of the archive (leaf directories followed), in tile id order: what an extract or an index walks. */
  async function* entries(): AsyncGenerator<Entry> {
    async function* walk(offset: number, length: number, depth: number): AsyncGenerator<Entry> {
      for (const entry of await cache.getDirectory(source, offset, length, header)) {
        if (entry.runLength > 0) yield entry;
        else if (depth < 3) yield* walk(header.leafDirectoryOffset + entry.offset, entry.length, depth + 1);
      }
    }
    yield* walk(header.rootDirectoryOffset, header.rootDirectoryLength, 0);
  }

  async function storedTile(z: number, x: number, y: number): Promise<StoredTile | undefined> {
    const at = await locate(z, x, y);
    if (!at) return undefined;
    return { data: new Uint8Array((await source.getBytes(at.offset, at.length)).data), compression: header.tileCompression };
  }

  return {
    header,
    metadata,
    /** Names the archive's contents: a hash of its header, root directory and metadata (another extract, another key). */
    key,
    locate,
    entries,
    /** Bytes of the source as they are (an extract copies tiles in ranges). */
    readBytes: async (offset: number, length: number) => new Uint8Array((await source.getBytes(offset, length)).data),
    storedTile,
    /** The tile decompressed (protobuf bytes), or undefined. */
    async tileBytes(z: number, x: number, y: number): Promise<Uint8Array | undefined> {
      const tile = await storedTile(z, x, y);
      return tile && new Uint8Array(await decompress(tile.data.buffer as ArrayBuffer, tile.compression));
    },
    /** The decoded vector tile (layers by OpenMapTiles name), or undefined: the reader road graphs and indexes build on. */
    async vectorTile(z: number, x: number, y: number): Promise<VectorTile | undefined> {
      const bytes = await this.tileBytes(z, x, y);
      return bytes && new VectorTile(new PbfReader(bytes));
    },
  };
}
