import fs from 'node:fs';
import type { RangeResponse, Source } from 'pmtiles';

/** A PMTiles source over a local file, read with positioned reads (no whole-file load). */
export function pmtilesFileSource(file: string): Source & { close(): void } {
  const fd = fs.openSync(file, 'r');
  return {
    getKey: () => file,
    getBytes: async (offset: number, length: number): Promise<RangeResponse> => {
      const bytes = Buffer.alloc(length);
      const read = fs.readSync(fd, bytes, 0, length, offset);
      return { data: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + read) };
    },
    close: () => fs.closeSync(fd),
  };
}
