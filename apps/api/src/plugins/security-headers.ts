import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** The origin of a map tile URL template (`https://tiles.example/{z}/{x}/{y}.png`), or undefined. */
function originOf(tileUrl: string | undefined) {
  try {
    return tileUrl ? new URL(tileUrl.replaceAll(/[{}]/g, '')).origin : undefined;
  } catch {
    return undefined;
  }
}

/** Helmet's headers for documents, for one tile host: its middleware run once against a response that only records them. */
export function securityHeadersFor(tileUrl: string | undefined): Record<string, string> {
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        // Our own origin (its WebSocket included) and the configured map tile host, nothing else.
        connectSrc: ["'self'", originOf(tileUrl) ?? "'self'"],
        workerSrc: ["'self'", 'blob:'],
        // The documents' preview: a PDF fetched with the caller's token is shown from a blob: URL.
        frameSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
  });
  const headers: Record<string, string> = {};
  const recorder = { setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)), removeHeader: () => {} };
  let failure: unknown;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => void (failure = err));
  if (failure) throw failure;
  return headers;
}

/**
 * What an API response needs: it is JSON (or a download) read by our own pages and apps, never a document to render.
 * So no script, style or frame may come of it (CSP `default-src 'none'`, `frame-ancestors 'none'`), no browser may
 * sniff it into something else, and no other site may load it as a resource (CORP `same-origin`). The document headers
 * (helmet's dozen, CSP directives for the app's own scripts, styles, tiles and workers) are for pages: on every small
 * API answer they were ~1 kB and a fifth of the position-ingest route's time.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * API answers (`/api/…`, except the API reference page, which is a document) and the map's data (`/map/…`: tiles,
 * glyphs, GeoJSON; thousands per map session, where a kilobyte of document headers each would cost more than the tile).
 */
const isApiAnswer = (url: string) => (url.startsWith('/api/') && !url.startsWith('/api/docs')) || url.startsWith('/map/');

/**
 * Security headers on every response: the API's own set on API answers, helmet's on documents (the web app, the API
 * reference). The only part of helmet's that changes is the CSP's connect-src (the configured map tile host), so they
 * are computed once per tile URL, not per response (helmet validates and joins every CSP directive on each call).
 * `reply.headers` hands them to Node's `writeHead` as one object (no per-header bookkeeping of `setHeader`).
 */
export function registerSecurityHeaders(app: FastifyInstance, tileUrl: () => string | undefined) {
  let forUrl: string | undefined = undefined;
  let documentHeaders = securityHeadersFor(undefined);
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiAnswer(request.url)) reply.headers(API_SECURITY_HEADERS);
    else {
      const url = tileUrl();
      if (url !== forUrl) {
        documentHeaders = securityHeadersFor(url);
        forUrl = url;
      }
      reply.headers(documentHeaders);
    }
    done();
  });
}
