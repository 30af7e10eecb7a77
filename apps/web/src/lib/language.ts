/** The UI language, persisted in localStorage 'lang'. Kept apart from i18n so the api-client stays light. */
export type Language = 'tr' | 'en';
export const LANGUAGES: readonly Language[] = ['tr', 'en'];
const KEY = 'lang';

export function storedLanguage(): Language {
  const v = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
  return v === 'en' || v === 'tr' ? v : 'tr';
}

let current: Language = storedLanguage();
export const currentLanguage = () => current;

export function rememberLanguage(lang: Language) {
  current = lang;
  localStorage.setItem(KEY, lang);
  document.documentElement.lang = lang;
}
