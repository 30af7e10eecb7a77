// The interface texts as one JSON per language at /assets/i18n/{lang}.json: the shell's `src/locales/<lang>.json` and
// every feature's `src/features/<feature>/locales/<lang>.json`, merged in that order. Written into the build and
// served by the dev server; the app fetches the language it shows (Turkish is also bundled, so nothing waits for it).
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const I18N_LANGUAGES = ['tr', 'en'] as const;

/** The files of `lang` under `srcDir`, in the order they are merged: the shell's, then each feature's. */
export function localeFiles(srcDir: string, lang: string): string[] {
  const features = path.join(srcDir, 'features');
  return [
    path.join(srcDir, 'locales', `${lang}.json`),
    ...fs
      .readdirSync(features)
      .sort()
      .map((feature) => path.join(features, feature, 'locales', `${lang}.json`)),
  ].filter((file) => fs.existsSync(file));
}

/** The merged texts of `lang` under `srcDir`. */
export function mergedTexts(srcDir: string, lang: string): Record<string, string> {
  return Object.assign({}, ...localeFiles(srcDir, lang).map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>));
}

export function i18nJson(srcDir: string): Plugin {
  return {
    name: 'kurye-i18n-json',
    generateBundle() {
      for (const lang of I18N_LANGUAGES) {
        this.emitFile({ type: 'asset', fileName: `assets/i18n/${lang}.json`, source: JSON.stringify(mergedTexts(srcDir, lang)) });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const lang = /^\/assets\/i18n\/(\w+)\.json$/.exec(req.url?.split('?')[0] ?? '')?.[1];
        if (!lang || !(I18N_LANGUAGES as readonly string[]).includes(lang)) return next();
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.setHeader('cache-control', 'no-cache');
        res.end(JSON.stringify(mergedTexts(srcDir, lang)));
      });
    },
  };
}
