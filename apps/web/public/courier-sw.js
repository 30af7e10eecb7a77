/* Kurye Ofis courier app service worker (scope /courier).
 * Caches the app shell so the app starts offline. Never caches the API or the socket.
 * Push notifications (new offers with a "Kabul et" action): push-sw.js. */
importScripts('/push-sw.js');

const CACHE = 'kurye-courier-v2';
const SHELL_URL = '/courier';
const PRECACHE = [SHELL_URL, '/courier-manifest.webmanifest', '/courier-icon-192.png', '/courier-icon-512.png', '/favicon.svg'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('kurye-courier-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

const isApi = (url) => url.pathname === '/api' || url.pathname.startsWith('/api/');

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApi(url)) return;

  // Pages: the network first (fresh index.html with the newest asset names), the cached shell when offline.
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((res) => {
          if (res.ok) {
            const copy = res.clone();
            caches.open(CACHE).then((cache) => cache.put(SHELL_URL, copy));
          }
          return res;
        })
        .catch(() => caches.match(SHELL_URL).then((cached) => cached || Response.error())),
    );
    return;
  }

  // Built assets have content hashes: cache first. Other static files: cached copy, refreshed in the background.
  const immutable = url.pathname.startsWith('/assets/');
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(request).then((cached) => {
        const network = fetch(request).then((res) => {
          if (res.ok && res.type === 'basic') cache.put(request, res.clone());
          return res;
        });
        if (cached && immutable) return cached;
        if (cached) {
          network.catch(() => undefined);
          return cached;
        }
        return network;
      }),
    ),
  );
});
