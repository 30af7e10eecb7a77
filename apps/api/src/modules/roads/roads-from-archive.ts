import { PMTiles, type Source } from 'pmtiles';
import { decompress } from '../geo/pmtiles-archive';
import { DEFAULT_ROAD_SPEEDS_KMH, ROAD_CLASSES, type RoadClass } from './road-classes';
import type { RoadGraph } from './road-graph';
import { RoadGraphBuilder } from './road-graph-builder';
import { addTileRoads, ROAD_ZOOM } from './roads-from-tiles';

const tileX = (lng: number) => Math.floor(((lng + 180) / 360) * 2 ** ROAD_ZOOM);
const tileY = (lat: number) => {
  const r = (lat * Math.PI) / 180;
  return Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * 2 ** ROAD_ZOOM);
};

/** Builds the road graph from every z14 tile of a PMTiles archive in the OpenMapTiles schema. */
export async function buildRoadGraph(
  source: Source,
  options: {
    speedsKmh?: Partial<Record<RoadClass, number>>;
    /** Only this part of the archive: [west, south, east, north]. */
    bbox?: readonly [number, number, number, number];
  } = {},
): Promise<RoadGraph> {
  const archive = new PMTiles(source, undefined, decompress);
  const header = await archive.getHeader();
  const speeds = { ...DEFAULT_ROAD_SPEEDS_KMH, ...options.speedsKmh };
  const builder = new RoadGraphBuilder(ROAD_CLASSES.map((c) => 3.6 / speeds[c]));
  const [west, south, east, north] = options.bbox ?? [header.minLon, header.minLat, header.maxLon, header.maxLat];
  const [x0, x1, y0, y1] = [tileX(west), tileX(east), tileY(north), tileY(south)];
  for (let x = x0; x <= x1; x++)
    for (let y = y0; y <= y1; y++) {
      const tile = await archive.getZxy(ROAD_ZOOM, x, y);
      if (tile) addTileRoads(builder, x, y, new Uint8Array(tile.data));
    }
  return builder.build();
}
