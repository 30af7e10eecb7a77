import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { i18nJson } from './vite-i18n';

/** Libraries only a few pages load (maps, charts, the rich-text editor): never merged into a shared chunk. */
const PAGE_ONLY_LIBRARIES = 'maplibre-gl|echarts|zrender|terra-draw|@tiptap|prosemirror|world-atlas|topojson';
const pageOnlyLibrary = new RegExp(`node_modules[\\\\/](${PAGE_ONLY_LIBRARIES})`);
const importOfPageOnlyLibrary = new RegExp(`from '(${PAGE_ONLY_LIBRARIES})`);
/**
 * The web's own shared code, minus the modules that import those libraries (read from their source, so a new map or
 * chart module stays out without being listed here): grouped in, they would bring the library along.
 */
const sharedAppCode = (id: string) =>
  /apps[\\/]web[\\/]src[\\/](lib|components)[\\/].*\.tsx?$/.test(id) && !importOfPageOnlyLibrary.test(readFileSync(id, 'utf8'));
/** Chunks smaller than this (bytes, before minifying) are merged into the nearest chunk of their kind. */
const mergeBelow = 40_000;

export default defineConfig({
  plugins: [react(), i18nJson(path.join(import.meta.dirname, 'src'))],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 1200, // MapLibre alone is 1.1 MB
    rolldownOptions: {
      output: {
        // The server speaks HTTP/1.1 (six connections per host), and each module request costs the page's main thread
        // too: left alone, the bundler made ~130 chunks of 1–10 kB for one signed-in page. Chunks by when they load:
        // the start (everything the entry imports), the sign-in page, the public pages, the signed-in shell, then
        // pages' shared libraries and shared code, each grouped by the pages that use them.
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'], priority: 5 },
            { name: 'sign-in', test: /features[\\/]auth[\\/]routes[\\/]sign-in-page/, priority: 4 },
            {
              name: 'public',
              test: /features[\\/](public[\\/]routes|tracking[\\/]routes|auth[\\/]routes[\\/](sign-up|forgot-password|confirmation-required|reset-password)-page)/,
              priority: 4,
            },
            { name: 'shell', test: /(app[\\/]layouts[\\/]shell-layout|components[\\/]shell-app)\.tsx/, priority: 3 },
            {
              name: 'libs',
              test: (id) => id.includes('node_modules') && !pageOnlyLibrary.test(id),
              entriesAware: true,
              entriesAwareMergeThreshold: mergeBelow,
              priority: 2,
            },
            { name: 'shared', test: sharedAppCode, entriesAware: true, entriesAwareMergeThreshold: mergeBelow, priority: 1 },
          ],
        },
        // A chunk grouped by the pages that use it is named after all of them; its group's name is enough.
        chunkFileNames: (chunk) => `assets/${chunk.name.split('~')[0]}-[hash].js`,
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
      '/map': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
});
