import type { CarrierStatus } from './delivery';

/**
 * The live map's binary position frame: one per zone per tick, encoded once on the server and sent as the same buffer
 * to every viewer of that zone (a WebSocket binary message). Little-endian:
 *
 *   u8  kind (1 = positions)   u8 version (1)   16 bytes zone id (UUID)   u32 count
 *   count × { 16 bytes courier id (UUID), i32 latitude × 1e6, i32 longitude × 1e6, u8 status }
 *
 * Coordinates are quantised to a micro-degree (about 0.1 m); a courier whose quantised position and status did not
 * change since the last frame is left out.
 */
export const LIVE_FRAME_KIND_POSITIONS = 1;
export const LIVE_FRAME_VERSION = 1;
export const LIVE_FRAME_HEADER_BYTES = 22;
export const LIVE_FRAME_ENTRY_BYTES = 25;
export const LIVE_FRAME_STATUSES: readonly CarrierStatus[] = ['available', 'busy', 'break', 'offline'];
const SCALE = 1e6;

export const quantise = (degrees: number) => Math.round(degrees * SCALE);

const HEX: string[] = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
const NIBBLE = new Int8Array(128).fill(-1);
for (let i = 0; i < 10; i++) NIBBLE[48 + i] = i;
for (let i = 0; i < 6; i++) NIBBLE[97 + i] = NIBBLE[65 + i] = 10 + i;

/** Writes a UUID's 16 bytes at `offset`; throws on anything that is not a UUID. */
export function writeUuid(target: Uint8Array, offset: number, uuid: string) {
  if (uuid.length !== 36) throw new Error(`not a UUID: ${uuid}`);
  let o = offset;
  for (let i = 0; i < 36; i += 2) {
    if (i === 8 || i === 13 || i === 18 || i === 23) i++;
    const hi = NIBBLE[uuid.charCodeAt(i)];
    const lo = NIBBLE[uuid.charCodeAt(i + 1)];
    if (hi < 0 || lo < 0 || hi === undefined || lo === undefined) throw new Error(`not a UUID: ${uuid}`);
    target[o++] = (hi << 4) | lo;
  }
}

export function readUuid(source: Uint8Array, offset: number) {
  const h = (i: number) => HEX[source[offset + i]];
  return h(0) + h(1) + h(2) + h(3) + '-' + h(4) + h(5) + '-' + h(6) + h(7) + '-' + h(8) + h(9) + '-' + h(10) + h(11) + h(12) + h(13) + h(14) + h(15);
}

/** One courier in a frame, already quantised; `id` is the courier's 16 id bytes (see `writeUuid`). */
export interface FrameEntry {
  id: Uint8Array;
  lat: number;
  lng: number;
  status: number;
}

/** Encodes a zone's frame into one buffer (the server does this once per zone per tick). */
export function encodePositionsFrame(zoneId: string, entries: readonly FrameEntry[]): Uint8Array {
  const bytes = new Uint8Array(LIVE_FRAME_HEADER_BYTES + entries.length * LIVE_FRAME_ENTRY_BYTES);
  const view = new DataView(bytes.buffer);
  bytes[0] = LIVE_FRAME_KIND_POSITIONS;
  bytes[1] = LIVE_FRAME_VERSION;
  writeUuid(bytes, 2, zoneId);
  view.setUint32(18, entries.length, true);
  let o = LIVE_FRAME_HEADER_BYTES;
  for (const e of entries) {
    bytes.set(e.id, o);
    view.setInt32(o + 16, e.lat, true);
    view.setInt32(o + 20, e.lng, true);
    bytes[o + 24] = e.status;
    o += LIVE_FRAME_ENTRY_BYTES;
  }
  return bytes;
}

export interface PositionsFrame {
  zoneId: string;
  couriers: [id: string, latitude: number, longitude: number, status: CarrierStatus][];
}

/** Decodes a frame; null when the buffer is not a positions frame of a known version or is cut short. */
export function decodePositionsFrame(data: ArrayBuffer | Uint8Array): PositionsFrame | null {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  if (bytes.length < LIVE_FRAME_HEADER_BYTES || bytes[0] !== LIVE_FRAME_KIND_POSITIONS || bytes[1] !== LIVE_FRAME_VERSION) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint32(18, true);
  if (bytes.length !== LIVE_FRAME_HEADER_BYTES + count * LIVE_FRAME_ENTRY_BYTES) return null;
  const couriers: PositionsFrame['couriers'] = new Array(count);
  let o = LIVE_FRAME_HEADER_BYTES;
  for (let i = 0; i < count; i++) {
    couriers[i] = [
      readUuid(bytes, o),
      view.getInt32(o + 16, true) / SCALE,
      view.getInt32(o + 20, true) / SCALE,
      LIVE_FRAME_STATUSES[bytes[o + 24]] ?? 'offline',
    ];
    o += LIVE_FRAME_ENTRY_BYTES;
  }
  return { zoneId: readUuid(bytes, 2), couriers };
}
