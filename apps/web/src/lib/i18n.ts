import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/tr';
import 'dayjs/locale/en';
import trShell from '../locales/tr.json';
import { rememberLanguage, storedLanguage, type Language } from './language';

type Texts = Record<string, string>;

/**
 * The shell's texts live in `locales/`, each feature's in `features/<feature>/locales/` (flat keys prefixed with the
 * feature); the build merges each language into `/assets/i18n/<lang>.json` (vite-i18n.ts). Turkish is also bundled,
 * so the first paint never waits for a fetch and it is the fallback; another language is fetched when chosen.
 */
const featureTr = import.meta.glob<Texts>('../features/*/locales/tr.json', { eager: true, import: 'default' });
const tr: Texts = Object.assign({}, trShell, ...Object.values(featureTr));

/** Waits before the first and the second retry of a failed fetch of a language's texts. */
const RETRY_DELAYS_MS = [300, 1000];

/** `/assets/i18n/<lang>.json`, tried three times (two retries) before giving up. */
export async function fetchTexts(lang: Language, delays = RETRY_DELAYS_MS): Promise<Texts> {
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await fetch(`/assets/i18n/${lang}.json`, { headers: { Accept: 'application/json' } });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return (await res.json()) as Texts;
    } catch (err) {
      if (attempt >= delays.length) throw err;
      await new Promise((resolve) => setTimeout(resolve, delays[attempt]));
    }
  }
}

/** Makes `lang`'s texts available; false when they could not be fetched (the interface then stays in Turkish). */
async function loadTexts(lang: Language): Promise<boolean> {
  if (lang === 'tr' || i18n.hasResourceBundle(lang, 'translation')) return true;
  try {
    i18n.addResourceBundle(lang, 'translation', await fetchTexts(lang));
    return true;
  } catch {
    return false;
  }
}

const initial = storedLanguage();

function apply(lang: Language) {
  rememberLanguage(lang);
  dayjs.locale(lang);
}

/** The stored language whose texts could not be fetched at start (shown in Turkish instead), until it is reported. */
let failedLanguage: Language | null = null;
export function takeFailedLanguage() {
  const failed = failedLanguage;
  failedLanguage = null;
  return failed;
}

/** Resolves when the stored language's texts are ready (main.tsx waits for it before rendering). */
export const i18nReady: Promise<unknown> = (async () => {
  await i18n.use(initReactI18next).init({
    resources: { tr: { translation: tr } },
    lng: 'tr',
    fallbackLng: 'tr',
    supportedLngs: ['tr', 'en'],
    // Keys are flat ("nav.reports.carrier.summary"): navigation ids contain dots.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
  // Texts that could not be fetched: the interface shows Turkish, and the language menu says why (failedLanguage).
  const shown = initial !== 'tr' && (await loadTexts(initial)) ? initial : 'tr';
  if (shown !== initial) failedLanguage = initial;
  if (shown !== 'tr') await i18n.changeLanguage(shown);
  apply(shown);
})();

i18n.on('languageChanged', (l) => apply(l === 'en' ? 'en' : 'tr'));

/** Shows the interface in `lang`; false (and nothing changes) when its texts could not be fetched. */
export async function changeLanguage(lang: Language): Promise<boolean> {
  if (!(await loadTexts(lang))) return false;
  await i18n.changeLanguage(lang);
  return true;
}

export default i18n;
