// Compiles the API (and the @kurye/contracts sources it imports) into ES modules, apps/api/dist/main.js and the
// road-network worker beside it, with source maps; `npm start` runs main.js with plain node. Packages from node_modules stay outside the bundle (they load their
// own files: PGlite's WebAssembly, pdfmake's fonts). Without --force it builds only when the sources changed.
import path from 'node:path';
import { build } from 'esbuild';
import { buildIfChanged } from '../../../scripts/build-if-changed.mjs';

const api = path.resolve(import.meta.dirname, '..');

/** Every bare import is a package left to node at run time, except our own workspace sources. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@kurye/') ? undefined : { external: true }));
  },
};

await buildIfChanged({
  what: 'API',
  dir: api,
  inputs: ['apps/api/src', 'apps/api/scripts', 'apps/api/package.json', 'apps/api/tsconfig.json', 'packages/contracts/src', 'package-lock.json'],
  marker: 'main.js',
  force: process.argv.includes('--force'),
  build: async (tmp) => {
    const started = Date.now();
    await build({
      // The road network is built in a worker thread, loaded from its own file beside main.js.
      entryPoints: { main: path.join(api, 'src/main.ts'), 'road-build.worker': path.join(api, 'src/modules/roads/road-build.worker.ts') },
      outdir: tmp,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      sourcemap: true,
      sourcesContent: false,
      plugins: [externalPackages],
      logLevel: 'warning',
    });
    console.log(`API compiled in ${Date.now() - started} ms`);
  },
});
