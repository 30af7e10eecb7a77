const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** cos(latitude), as the great-circle distance needs it: kept beside a position that many distances are measured to. */
export const latitudeCosine = (lat: number) => Math.cos(rad(lat));

/** Great-circle distance in metres, given each latitude's cosine (`latitudeCosine`). */
export function haversineWithCosines(lat1: number, lon1: number, cos1: number, lat2: number, lon2: number, cos2: number) {
  const dLat = rad(lat2 - lat1);
  const dLon = rad(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + cos1 * cos2 * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Great-circle distance in metres. */
export function haversineMeters(lat1: number, lon1: number, lat2: number, lon2: number) {
  return haversineWithCosines(lat1, lon1, latitudeCosine(lat1), lat2, lon2, latitudeCosine(lat2));
}
