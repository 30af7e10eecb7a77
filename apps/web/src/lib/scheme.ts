import { useEffect, useSyncExternalStore } from 'react';

/** Colour scheme preference persisted in localStorage 'scheme'; 'auto' follows prefers-color-scheme. */
export type SchemePreference = 'light' | 'dark' | 'auto';
export type Scheme = 'light' | 'dark';
export const SCHEMES: readonly SchemePreference[] = ['light', 'dark', 'auto'];
const KEY = 'scheme';
export const THEME_CLASS = 'theme-kurye';

function read(): SchemePreference {
  const v = localStorage.getItem(KEY);
  return v === 'dark' || v === 'auto' || v === 'light' ? v : 'light';
}

let preference: SchemePreference = read();
const listeners = new Set<() => void>();
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function setSchemePreference(next: SchemePreference) {
  preference = next;
  localStorage.setItem(KEY, next);
  listeners.forEach((l) => l());
}

export const useSchemePreference = () => useSyncExternalStore(subscribe, () => preference);

const media = () => window.matchMedia?.('(prefers-color-scheme: dark)');
const subscribeMedia = (l: () => void) => {
  const m = media();
  m?.addEventListener('change', l);
  return () => m?.removeEventListener('change', l);
};

/** The scheme actually applied, and mirrored on <body> as `light`/`dark` plus the theme class. */
export function useScheme(): Scheme {
  const pref = useSchemePreference();
  const systemDark = useSyncExternalStore(subscribeMedia, () => !!media()?.matches);
  const scheme: Scheme = pref === 'auto' ? (systemDark ? 'dark' : 'light') : pref;
  useEffect(() => {
    const body = document.body.classList;
    body.remove('light', 'dark');
    body.add(scheme, THEME_CLASS);
  }, [scheme]);
  return scheme;
}
