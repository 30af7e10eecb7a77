import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AREAS } from '@kurye/contracts/areas';
import { NAVIGATION, type NavigationItem } from '@kurye/contracts/navigation';
import { localeFiles as localeFilesOf, mergedTexts } from '../../vite-i18n';

const here = dirname(fileURLToPath(import.meta.url));
const srcDir = join(here, '..');
const LANGS = ['tr', 'en'] as const;
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
/** The texts as the build ships them in /assets/i18n/<lang>.json (and Turkish in the bundle). */
const localeFiles = (lang: string) => localeFilesOf(srcDir, lang);
const files = { tr: mergedTexts(srcDir, 'tr'), en: mergedTexts(srcDir, 'en') };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Literal keys used in the code: t('key'…), i18n.t('key'…) and i18nKey="key". */
function usedKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  const patterns = [/\bt\(\s*'([^'\n]+)'/g, /\bt\(\s*"([^"\n]+)"/g, /i18nKey="([^"]+)"/g];
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const re of patterns) for (const m of text.matchAll(re)) keys.set(m[1], relative(srcDir, file));
  }
  return keys;
}

function navIds(items: NavigationItem[], out = new Set<string>()): Set<string> {
  for (const item of items) {
    out.add(item.id);
    if (item.children) navIds(item.children, out);
  }
  return out;
}

const missingIn = (lang: (typeof LANGS)[number], keys: Iterable<string>) => [...keys].filter((k) => !(k in files[lang]));

describe('locale files', () => {
  it('no key is defined in two files', () => {
    for (const lang of LANGS) {
      const seen = new Map<string, string>();
      const twice: string[] = [];
      for (const path of localeFiles(lang))
        for (const key of Object.keys(readJson(path))) {
          if (seen.has(key)) twice.push(`${key}: ${relative(srcDir, seen.get(key)!)} and ${relative(srcDir, path)}`);
          seen.set(key, path);
        }
      expect(twice, lang).toEqual([]);
    }
  });

  it('tr.json and en.json have the same keys', () => {
    expect(
      Object.keys(files.en).filter((k) => !(k in files.tr)),
      'in en.json but not in tr.json',
    ).toEqual([]);
    expect(
      Object.keys(files.tr).filter((k) => !(k in files.en)),
      'in tr.json but not in en.json',
    ).toEqual([]);
  });

  it('every value is a non-empty string', () => {
    for (const lang of LANGS)
      for (const [key, value] of Object.entries(files[lang])) {
        expect(typeof value, `${lang}: ${key}`).toBe('string');
        expect((value as string).trim(), `${lang}: ${key}`).not.toBe('');
      }
  });

  it('every literal key used in the code exists in both languages', () => {
    const used = usedKeys();
    expect(used.size).toBeGreaterThan(50);
    for (const lang of LANGS) {
      const missing = missingIn(lang, used.keys()).map((k) => `${k} (${used.get(k)})`);
      expect(missing, `missing in ${lang}.json`).toEqual([]);
    }
  });

  it('every area page has a pages.<page> title', () => {
    const pages = new Set(AREAS.flatMap((a) => a.routes.map((r) => `pages.${r.page}`)));
    for (const lang of LANGS) expect(missingIn(lang, pages), `missing in ${lang}.json`).toEqual([]);
  });

  it('every navigation item has a nav.<id> title', () => {
    const ids = new Set<string>();
    for (const items of Object.values(NAVIGATION)) navIds(items, ids);
    const keys = [...ids].map((id) => `nav.${id}`);
    for (const lang of LANGS) expect(missingIn(lang, keys), `missing in ${lang}.json`).toEqual([]);
  });

  it('interpolation placeholders match between languages', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(files.tr)) {
      if (!(key in files.en)) continue;
      expect(placeholders(files.en[key] as string), key).toEqual(placeholders(files.tr[key] as string));
    }
  });
});
