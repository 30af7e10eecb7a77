import { useEffect } from 'react';

export const MANIFEST_URL = '/courier-manifest.webmanifest';
export const SERVICE_WORKER_URL = '/courier-sw.js';
export const THEME_COLOR = '#1668dc';

function addHeadElement<K extends 'link' | 'meta'>(tag: K, attrs: Record<string, string>) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.dataset.courierApp = 'true';
  document.head.appendChild(el);
  return el;
}

/**
 * Makes /courier installable: the manifest and theme colour are added to <head> while the page is shown (index.html
 * is shared with the back-office), and the service worker (scope /courier) caches the app shell for an offline start.
 */
export function useCourierPwa() {
  useEffect(() => {
    const added = [
      addHeadElement('link', { rel: 'manifest', href: MANIFEST_URL }),
      addHeadElement('meta', { name: 'theme-color', content: THEME_COLOR }),
      addHeadElement('link', { rel: 'apple-touch-icon', href: '/courier-icon-192.png' }),
      addHeadElement('meta', { name: 'mobile-web-app-capable', content: 'yes' }),
    ];
    return () => added.forEach((el) => el.remove());
  }, []);

  useEffect(() => {
    // Not in development: the dev server's modules must never be served from a cache.
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/courier' }).catch(() => undefined);
  }, []);
}
