export interface Point {
  latitude: number;
  longitude: number;
}

export const osmLink = ({ latitude, longitude }: Point) =>
  `https://www.openstreetmap.org/?mlat=${latitude.toFixed(6)}&mlon=${longitude.toFixed(6)}#map=17/${latitude.toFixed(6)}/${longitude.toFixed(6)}`;

export const formatCoords = ({ latitude, longitude }: Point) => `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
