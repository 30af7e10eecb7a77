import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { MAP_ATTRIBUTION, MAP_TILES_PATH, type TileJson } from '@kurye/contracts/geo';
import type { RuntimeInfo } from '@kurye/contracts/settings';
import { LocalFileSource, openTileArchive, type TileArchive } from './pmtiles-archive';

export interface StreetMapConfig {
  /** The PMTiles file, if one is configured (it may not exist). */
  pmtiles?: string;
  /** The glyph folder (`{fontstack}/{range}.pbf`). */
  glyphs?: string;
}

/** A glyph range as MapLibre asks for it: 256 code points starting at a multiple of 256. */
const GLYPH_RANGE = /^(\d{1,5})-(\d{1,5})$/;
/** A font stack's folder name: letters, digits, spaces, dashes (no dots or slashes, so no way out of the folder). */
const FONT_NAME = /^[\w -]{1,64}$/;

export type StreetMap = Awaited<ReturnType<typeof openStreetMap>>;

/**
 * The street map of this server: the PMTiles archive (undefined without a readable file: the product then draws its
 * coastline map) and the glyph files beside it. Opening never throws; a configured file that cannot be read is one
 * warning at start.
 */
export async function openStreetMap(config: StreetMapConfig, log: FastifyBaseLogger) {
  let archive: TileArchive | undefined;
  let source: LocalFileSource | undefined;
  if (config.pmtiles) {
    try {
      source = new LocalFileSource(config.pmtiles);
      archive = await openTileArchive(source);
    } catch (err) {
      source?.close();
      log.warn({ err, file: config.pmtiles }, 'street map: the PMTiles file cannot be read; maps show the coastline only');
    }
  }
  const fontstacks = new Set(
    config.glyphs && fs.existsSync(config.glyphs)
      ? fs
          .readdirSync(config.glyphs, { withFileTypes: true })
          .filter((d) => d.isDirectory() && FONT_NAME.test(d.name))
          .map((d) => d.name)
      : [],
  );

  return {
    archive,
    fontstacks,
    close: () => source?.close(),
    /** TileJSON 3.0.0 of the archive, its tiles on `origin`. */
    tileJson(origin: string): TileJson | undefined {
      if (!archive) return undefined;
      const { header, metadata } = archive;
      return {
        tilejson: '3.0.0',
        name: typeof metadata.name === 'string' ? metadata.name : undefined,
        tiles: [`${origin}${MAP_TILES_PATH}`],
        minzoom: header.minZoom,
        maxzoom: header.maxZoom,
        bounds: [header.minLon, header.minLat, header.maxLon, header.maxLat],
        center: [header.centerLon, header.centerLat, header.centerZoom],
        attribution: MAP_ATTRIBUTION,
        vector_layers: Array.isArray(metadata.vector_layers) ? (metadata.vector_layers as TileJson['vector_layers']) : [],
      };
    },
    /** The glyph file of the first font of a comma-separated stack this server has, or undefined. */
    glyphFile(fontstack: string, range: string): string | undefined {
      const match = GLYPH_RANGE.exec(range);
      if (!match || !config.glyphs) return undefined;
      const [start, end] = [Number(match[1]), Number(match[2])];
      if (start % 256 !== 0 || end !== start + 255 || end > 65535) return undefined;
      for (const font of fontstack.split(',').map((f) => f.trim())) {
        if (!fontstacks.has(font)) continue;
        const file = path.join(config.glyphs, font, `${start}-${end}.pbf`);
        if (fs.existsSync(file)) return file;
      }
      return undefined;
    },
  };
}

/** Where the web's maps take their streets from: the settings' tile URL wins when set, then this server's PMTiles. */
export function streetSource(map: StreetMap, tileUrl: string | undefined): RuntimeInfo['map'] {
  const pmtiles = map.archive !== undefined;
  const source = tileUrl ? 'tile-url' : pmtiles ? 'pmtiles' : 'none';
  return { streets: source !== 'none', source, pmtiles };
}
