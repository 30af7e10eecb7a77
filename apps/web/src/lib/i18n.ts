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
 * feature). Turkish is bundled (default and fallback); English is a separate chunk fetched when chosen.
 */
const featureTr = import.meta.glob<Texts>('../features/*/locales/tr.json', { eager: true, import: 'default' });
const featureEn = import.meta.glob<Texts>('../features/*/locales/en.json', { import: 'default' });
const tr: Texts = Object.assign({}, trShell, ...Object.values(featureTr));

const loadEnglish = async () => {
  if (!i18n.hasResourceBundle('en', 'translation')) {
    const [shell, ...features] = await Promise.all([
      import('../locales/en.json').then((m) => m.default as Texts),
      ...Object.values(featureEn).map((load) => load()),
    ]);
    i18n.addResourceBundle('en', 'translation', Object.assign({}, shell, ...features));
  }
};

const initial = storedLanguage();

function apply(lang: Language) {
  rememberLanguage(lang);
  dayjs.locale(lang);
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
  if (initial === 'en') {
    await loadEnglish();
    await i18n.changeLanguage('en');
  }
  apply(initial);
})();

i18n.on('languageChanged', (l) => apply(l === 'en' ? 'en' : 'tr'));

export async function changeLanguage(lang: Language) {
  if (lang === 'en') await loadEnglish();
  await i18n.changeLanguage(lang);
}

export default i18n;
