import { describe, expect, it } from 'vitest';
import { mapLink } from './format';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36';
const point = { latitude: 40.9868, longitude: 29.0262 };

describe("the customer's address in the phone's maps app", () => {
  it('opens the point with geo: on Android, Apple Maps on an iPhone, Google Maps elsewhere', () => {
    expect(mapLink(point, 'Moda Cad. 5', ANDROID)).toBe('geo:40.9868,29.0262?q=40.9868,29.0262(Moda%20Cad.%205)');
    expect(mapLink(point, 'Moda Cad. 5', IPHONE)).toBe('https://maps.apple.com/?q=Moda%20Cad.%205&ll=40.9868,29.0262');
    expect(mapLink(point, 'Moda Cad. 5', DESKTOP)).toBe('https://www.google.com/maps/search/?api=1&query=40.9868%2C29.0262');
  });
  it('searches the typed address when the store gave no point', () => {
    expect(mapLink(null, 'Caferağa Mah. Moda Cad. No: 5', ANDROID)).toBe(`geo:0,0?q=${encodeURIComponent('Caferağa Mah. Moda Cad. No: 5')}`);
    expect(mapLink(null, 'Moda Cad. 5', DESKTOP)).toBe('https://www.google.com/maps/search/?api=1&query=Moda%20Cad.%205');
    expect(mapLink(null, 'Moda Cad. 5', IPHONE)).toBe('https://maps.apple.com/?q=Moda%20Cad.%205');
  });
});
