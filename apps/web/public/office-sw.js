/* Kurye Ofis office service worker (scope /): push notifications only; it caches nothing and handles no fetch. */
importScripts('/push-sw.js');

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
