/**
 * A zone outline for tests: a closed square GeoJSON polygon with its south-west corner at (lng, lat) and sides of
 * `size` degrees. It imports nothing, so the browser flows in e2e/ draw their zones with it too.
 */
export const squarePolygon = (lng: number, lat: number, size: number) => ({
  type: 'Polygon' as const,
  coordinates: [
    [
      [lng, lat],
      [lng + size, lat],
      [lng + size, lat + size],
      [lng, lat + size],
      [lng, lat],
    ],
  ],
});
