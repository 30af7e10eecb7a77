import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { i18nJson } from './vite-i18n';

export default defineConfig({
  plugins: [react(), i18nJson(path.join(import.meta.dirname, 'src'))],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 700,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
      '/map': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
});
