// Builds the web app into a temporary folder and moves it into place as `dist`, so two `npm start`s in one checkout
// never race on (or serve) a half-written `dist`. Without --force it builds only when the sources changed since the
// last build (a hash of the inputs is kept in dist/.build-hash).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const web = path.resolve(import.meta.dirname, '..');
const root = path.resolve(web, '../..');
const dist = path.join(web, 'dist');
const force = process.argv.includes('--force');
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'packages/contracts/src',
  'package-lock.json',
];

function hashInputs() {
  const hash = crypto.createHash('sha256');
  const add = (file) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) for (const name of fs.readdirSync(file).sort()) add(path.join(file, name));
    else hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  };
  for (const input of inputs) add(path.join(root, input));
  return hash.digest('hex');
}

const hash = hashInputs();
const stampFile = path.join(dist, '.build-hash');
const stamp = fs.existsSync(stampFile) && fs.existsSync(path.join(dist, 'index.html')) ? fs.readFileSync(stampFile, 'utf8').trim() : '';
if (!force && stamp === hash) {
  console.log('web app is up to date (sources unchanged), not rebuilding');
  process.exit(0);
}

const tmp = path.join(web, `.dist-tmp-${process.pid}`);
const run = (args) => {
  const res = spawnSync(process.execPath, args, { cwd: web, stdio: 'inherit' });
  if (res.status !== 0) {
    fs.rmSync(tmp, { recursive: true, force: true });
    process.exit(res.status ?? 1);
  }
};
run([path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', tmp, '--emptyOutDir']);
run([path.join(web, 'scripts/precompress.mjs'), tmp]);
fs.writeFileSync(path.join(tmp, '.build-hash'), hash);
// Swap: the old dist moves aside (one rename), the new one takes its place (one rename), the old one is removed.
const old = path.join(web, `.dist-old-${process.pid}`);
if (fs.existsSync(dist)) fs.renameSync(dist, old);
fs.renameSync(tmp, dist);
fs.rmSync(old, { recursive: true, force: true });
console.log('web app built into dist');
