import type { LatLng } from '@kurye/contracts/delivery';

const km = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 });

/** 850 → "850 m", 2345 → "2,3 km". */
export const formatDistance = (meters: number) => (meters < 1000 ? `${Math.round(meters)} m` : `${km.format(meters / 1000)} km`);

/** A link that opens the point in the phone's map app (`geo:`), or OpenStreetMap elsewhere. */
export function mapLink(location: LatLng, label: string) {
  const { latitude: lat, longitude: lon } = location;
  const mobile = /Android/i.test(navigator.userAgent);
  return mobile
    ? `geo:${lat},${lon}?q=${lat},${lon}(${encodeURIComponent(label)})`
    : `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

export const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
