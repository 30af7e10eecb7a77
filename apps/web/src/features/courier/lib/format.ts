import type { LatLng } from '@kurye/contracts/delivery';

/**
 * A link that opens the customer's point (or, without one, the address the store typed) in the phone's maps app:
 * `geo:` on Android (the app the courier chose), Apple Maps on an iPhone, Google Maps' universal link elsewhere (it
 * opens the app when installed).
 */
export function mapLink(location: LatLng | null, label: string, userAgent = navigator.userAgent) {
  const query = location ? `${location.latitude},${location.longitude}` : label;
  if (/Android/i.test(userAgent)) {
    return location ? `geo:${query}?q=${query}(${encodeURIComponent(label)})` : `geo:0,0?q=${encodeURIComponent(label)}`;
  }
  if (/iPhone|iPad|iPod/i.test(userAgent)) return `https://maps.apple.com/?q=${encodeURIComponent(location ? label : query)}${location ? `&ll=${query}` : ''}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
