/* Kurye Ofis Web Push handlers, shared by the courier app's and the office's service workers (importScripts).
 * A push message is JSON { id, type, title, body, url, json, actions? } (see @kurye/contracts/push).
 * The page keeps the signed-in token in the 'kurye-push' cache so a notification's "Kabul et" can call the API. */
(() => {
  const STORE = 'kurye-push';
  const SEEN_KEY = '/__push/seen';
  const TOKEN_KEY = '/__push/token';
  const SEEN_MAX = 100;

  const readJson = async (key, fallback) => {
    try {
      const res = await (await caches.open(STORE)).match(key);
      return res ? await res.json() : fallback;
    } catch {
      return fallback;
    }
  };

  /** True when this message id was already shown (the last 100 ids are remembered). */
  const recent = new Set();
  async function seenBefore(id) {
    if (!id) return false;
    // In memory first (two deliveries at once), then the list kept across worker restarts.
    if (recent.has(id)) return true;
    recent.add(id);
    if (recent.size > SEEN_MAX) recent.delete(recent.values().next().value);
    const seen = await readJson(SEEN_KEY, []);
    if (seen.includes(id)) return true;
    seen.push(id);
    const cache = await caches.open(STORE);
    await cache.put(SEEN_KEY, new Response(JSON.stringify(seen.slice(-SEEN_MAX)), { headers: { 'content-type': 'application/json' } }));
    return false;
  }

  async function readToken() {
    try {
      const res = await (await caches.open(STORE)).match(TOKEN_KEY);
      return res ? (await res.text()) || null : null;
    } catch {
      return null;
    }
  }

  async function onPush(event) {
    let message;
    try {
      message = event.data ? event.data.json() : null;
    } catch {
      message = null;
    }
    if (!message || typeof message.title !== 'string') return;
    if (await seenBefore(message.id)) return;
    const urgent = message.type === 'offer' || message.type === 'emergency' || message.type === 'location_to_confirm';
    await self.registration.showNotification(message.title, {
      body: message.body || '',
      tag: `${message.type}:${message.id}`,
      data: message,
      icon: '/courier-icon-192.png',
      badge: '/courier-icon-192.png',
      lang: 'tr',
      requireInteraction: urgent,
      actions: Array.isArray(message.actions) ? message.actions.slice(0, 2) : [],
    });
    // Open pages hear it too (they may refresh a list).
    const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    pages.forEach((page) => page.postMessage({ kind: 'push', message }));
  }

  /** Focuses an open page of ours (navigating it to `url`), or opens one. */
  async function openPage(url) {
    const target = new URL(url || '/', self.location.origin).href;
    const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const same = pages.find((p) => p.url === target) || pages.find((p) => new URL(p.url).origin === self.location.origin);
    if (same) {
      if (same.url !== target && 'navigate' in same) await same.navigate(target).catch(() => undefined);
      return same.focus();
    }
    return self.clients.openWindow(target);
  }

  async function onClick(event) {
    return click(event.notification, event.action);
  }

  async function click(notification, action) {
    notification.close();
    const message = notification.data || {};
    if (action === 'accept' && message.type === 'offer') {
      let offerId;
      try {
        offerId = JSON.parse(message.json).offerId;
      } catch {
        offerId = null;
      }
      const token = await readToken();
      if (offerId && token) {
        const res = await fetch(`/api/offers/${encodeURIComponent(offerId)}/accept`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', 'Accept-Language': 'tr' },
        }).catch(() => null);
        // Accepted: the courier app shows the active request. Otherwise (taken, expired) it shows the offers.
        return openPage(res && res.ok ? '/courier' : message.url);
      }
    }
    return openPage(message.url);
  }

  // What a notification click does, callable without a click (browser tests run it in the worker).
  self.kuryePush = { click };

  self.addEventListener('push', (event) => event.waitUntil(onPush(event)));
  self.addEventListener('notificationclick', (event) => event.waitUntil(onClick(event)));
  // The browser replaced the subscription: tell open pages to store the new one.
  self.addEventListener('pushsubscriptionchange', (event) =>
    event.waitUntil(self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((pages) => pages.forEach((p) => p.postMessage({ kind: 'push-resubscribe' })))),
  );
})();
