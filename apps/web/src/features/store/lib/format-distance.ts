/** 850 → "850 m", 2000 → "2 km", 2345 → "2,3 km" (tr-TR digits). */
export function formatDistance(meters: number | null | undefined): string {
  if (meters === null || meters === undefined) return '—';
  if (meters < 1000) return `${Math.round(meters).toLocaleString('tr-TR')} m`;
  return `${(meters / 1000).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} km`;
}
