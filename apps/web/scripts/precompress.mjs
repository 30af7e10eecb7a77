// Writes .br and .gz beside every text asset of the build, so the API serves them precompressed (@fastify/static
// `preCompressed`) instead of compressing on every request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = process.argv[2] ? path.resolve(process.argv[2]) : path.resolve(import.meta.dirname, '../dist');
const compressible = /\.(js|mjs|css|html|json|svg|webmanifest|txt)$/;
let files = 0;
let raw = 0;
let gz = 0;
for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue;
  const file = path.join(entry.parentPath ?? entry.path, entry.name);
  const data = fs.readFileSync(file);
  if (data.length < 1024) continue;
  const gzip = zlib.gzipSync(data, { level: 9 });
  fs.writeFileSync(`${file}.gz`, gzip);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  files++;
  raw += data.length;
  gz += gzip.length;
}
console.log(`precompressed ${files} files: ${(raw / 1024).toFixed(0)} kB → ${(gz / 1024).toFixed(0)} kB gzip`);
