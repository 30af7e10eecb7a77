import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/tr';
import 'dayjs/locale/en';
import tr from '../locales/tr.json';
import { rememberLanguage, storedLanguage, type Language } from './language';

/** Turkish is bundled (default and fallback); English is a separate chunk fetched when chosen. */
const loadEnglish = async () => {
  if (!i18n.hasResourceBundle('en', 'translation')) {
    const en = (await import('../locales/en.json')).default;
    i18n.addResourceBundle('en', 'translation', en);
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
