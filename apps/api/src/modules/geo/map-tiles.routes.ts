import fs from 'node:fs';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Compression } from 'pmtiles';
import { AppError, notFound } from '../../lib/errors';
import { publicRoute } from '../../plugins/policy';
import { isTileCoordinate } from './pmtiles-archive';
import type { StreetMap } from './street-map';

const gunzip = promisify(zlib.gunzip);
/** Tiles and glyphs change only with the extract (a new ETag then): a day fresh, a week served stale while revalidated. */
const MAP_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

const noSuchMap = () => new AppError(404, 'map_not_configured');

/** The request's own origin (behind a trusted proxy: the forwarded one), so the TileJSON works on any host name. */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/** Whether the client takes gzip (a browser always does). */
const acceptsGzip = (req: FastifyRequest) => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

function notModified(req: FastifyRequest, reply: FastifyReply, etag: string) {
  reply.header('etag', etag).header('cache-control', MAP_CACHE);
  const match = req.headers['if-none-match'];
  return match !== undefined && match.split(',').some((m) => m.trim() === etag || m.trim() === '*');
}

/**
 * The street map (no sign-in: the public tracking page draws it too): TileJSON, vector tiles from the PMTiles file as
 * stored (gzip), and the glyphs MapLibre draws labels with. A tile outside the extract is a quiet 204.
 */
export function mapTileRoutes(map: StreetMap) {
  return async (app: FastifyInstance) => {
    const options = { config: publicRoute, schema: { hide: true } };

    app.get('/map/tiles.json', options, (req, reply) => {
      const tileJson = map.tileJson(originOf(req));
      if (!tileJson) throw noSuchMap();
      return reply.header('cache-control', 'no-cache').send(tileJson);
    });

    app.get('/map/tiles/:z/:x/:y.pbf', options, async (req, reply) => {
      const archive = map.archive;
      if (!archive) throw noSuchMap();
      const params = req.params as { z: string; x: string; y: string };
      const [z, x, y] = [params.z, params.x, params.y].map((p) => (/^\d{1,10}$/.test(p) ? Number(p) : NaN)) as [number, number, number];
      if (!isTileCoordinate(z, x, y)) throw new AppError(400, 'bad_tile');
      const gzip = acceptsGzip(req);
      reply.header('vary', 'Accept-Encoding');
      if (notModified(req, reply, `"${archive.key}-${z}-${x}-${y}${gzip ? '' : '-id'}"`)) return reply.status(304).send();
      const tile = await archive.storedTile(z, x, y);
      if (!tile) return reply.status(204).send();
      reply.type('application/x-protobuf');
      if (tile.compression === Compression.Gzip) {
        if (gzip) return reply.header('content-encoding', 'gzip').send(Buffer.from(tile.data.buffer, tile.data.byteOffset, tile.data.byteLength));
        return reply.send(await gunzip(tile.data));
      }
      return reply.send(Buffer.from(tile.data.buffer, tile.data.byteOffset, tile.data.byteLength));
    });

    app.get('/map/fonts/:fontstack/:range.pbf', options, (req, reply) => {
      const { fontstack, range } = req.params as { fontstack: string; range: string };
      const file = map.glyphFile(fontstack, range);
      if (!file) throw notFound();
      const stat = fs.statSync(file);
      if (notModified(req, reply, `"${stat.size.toString(36)}-${Math.round(stat.mtimeMs).toString(36)}"`)) return reply.status(304).send();
      return reply.type('application/x-protobuf').send(fs.createReadStream(file));
    });
  };
}
