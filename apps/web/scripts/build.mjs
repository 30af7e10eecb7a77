// Builds the web app into apps/web/dist (see scripts/build-if-changed.mjs); --force builds even when the sources are
// unchanged.
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { buildIfChanged, root } from '../../../scripts/build-if-changed.mjs';

const web = path.resolve(import.meta.dirname, '..');
const run = (args) => {
  // Always the production bundle: a NODE_ENV=test inherited from a test runner would make React and antd build for
  // tests (antd's element ids all "test-id"), and the next start would take that build as up to date.
  const res = spawnSync(process.execPath, args, { cwd: web, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (res.status !== 0) throw new Error(`${args.join(' ')} failed`);
};

await buildIfChanged({
  what: 'web app',
  dir: web,
  inputs: [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/package.json',
    'apps/web/tsconfig.json',
    'packages/contracts/src',
    'package-lock.json',
  ],
  marker: 'index.html',
  force: process.argv.includes('--force'),
  build: (tmp) => {
    run([path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', tmp, '--emptyOutDir']);
    run([path.join(web, 'scripts/precompress.mjs'), tmp]);
  },
});
