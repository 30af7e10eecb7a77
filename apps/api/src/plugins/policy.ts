import type { ApiClaim } from '@kurye/contracts/claims';
import type { FastifyInstance, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import { AppError } from '../lib/errors';
import type { AccessService } from '../access/access.service';
import type { ResourceKind } from '../access/access.types';
import type { AuthContext } from '../access/auth-context';
import { maskPersonalData, seesPersonalData } from '../access/personal-data';

/**
 * The row a route names by id, checked by the access layer before the handler runs: `params[param]` (default `id`),
 * `body[body]` (a string or a list of strings; absent or null is not checked) or `query[query]` (the specification's
 * `?id=` calls). A row the caller may not touch is a 404, like a missing one.
 */
export interface RouteResource {
  kind: ResourceKind;
  param?: string;
  body?: string;
  query?: string;
}

/** One row, or several for a route that names more than one (`/joker-stations/:id/jokers/:carrierId`). */
export type RouteResources = RouteResource | readonly RouteResource[];

/**
 * Every API route declares who may call it: anyone, any signed-in user, or holders of a claim — and which rows it
 * names by id (`resource`). A route without a policy is refused (fail closed) and listed by `routesWithoutPolicy`.
 */
export type RoutePolicy =
  | { access: 'public' }
  | { access: 'signed-in'; resource?: RouteResources }
  | { access: 'claim'; claim: ApiClaim; resource?: RouteResources; personalData?: ApiClaim };

/** The rows a policy names, as a list (empty for a public route or one that names none). */
export function resourcesOf(policy: RoutePolicy | undefined): readonly RouteResource[] {
  if (!policy || policy.access === 'public' || !policy.resource) return [];
  const resource = policy.resource;
  return 'kind' in resource ? [resource] : resource;
}

/** Where a resource's id is read: the path parameter, the body field or the query parameter. */
export const resourceField = (resource: RouteResource) => resource.body ?? resource.query ?? resource.param ?? 'id';

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: RoutePolicy;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export const publicRoute = { policy: { access: 'public' } } as const satisfies { policy: RoutePolicy };
export const signedIn = { policy: { access: 'signed-in' } } as const satisfies { policy: RoutePolicy };
/**
 * Holders of `claim`; `resource` names the row(s) the route takes by id (lists limit themselves with `zoneWhere`);
 * `personalData`, the claim that shows this route's phones and T.C. kimlik no in full to office users (default
 * `personal.read`).
 */
export const requireClaim = (claim: ApiClaim, options: { resource?: RouteResources; personalData?: ApiClaim } = {}) =>
  ({
    policy: {
      access: 'claim',
      claim,
      ...(options.resource ? { resource: options.resource } : {}),
      ...(options.personalData ? { personalData: options.personalData } : {}),
    },
  }) as const satisfies { policy: RoutePolicy };
/** A signed-in route that names a row by id. */
export const signedInWith = (resource: RouteResources) => ({ policy: { access: 'signed-in', resource } }) as const satisfies { policy: RoutePolicy };

export interface RegisteredRoute {
  method: string;
  url: string;
  policy: RoutePolicy | undefined;
  /** Its zod schemas (params, querystring, body): the fuzz test generates bad input from them. */
  schema?: FastifySchema;
}

export type Authenticate = (request: FastifyRequest) => Promise<AuthContext | null>;

/** Pages the API serves to anyone besides its declared routes: the API reference page and its assets. */
const PUBLIC_PREFIXES = ['/api/docs'];

export function registerRoutePolicies(app: FastifyInstance, authenticate: Authenticate, access: Pick<AccessService, 'requireAccess'>) {
  const registered: RegisteredRoute[] = [];
  app.decorateRequest('auth', null);
  app.decorate('registeredRoutes', registered);

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api')) return;
    const policy: RoutePolicy | undefined = route.config?.policy ?? (PUBLIC_PREFIXES.some((p) => route.url.startsWith(p)) ? { access: 'public' } : undefined);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') registered.push({ method, url: route.url, policy, schema: route.schema });
    }
    const guard = async (request: FastifyRequest) => {
      if (!policy) throw new AppError(403, 'forbidden');
      if (policy.access === 'public') {
        request.auth = await authenticate(request).catch(() => null);
        return;
      }
      const auth = await authenticate(request);
      if (!auth) throw new AppError(401, 'unauthorized');
      request.auth = auth;
      if (auth.allowedRoutes && !auth.allowedRoutes.has(`${request.method} ${route.url}`)) throw new AppError(403, 'forbidden');
      if (policy.access === 'claim' && !auth.claims.has(policy.claim)) throw new AppError(403, 'forbidden');
    };
    route.onRequest = [guard, ...[route.onRequest ?? []].flat()];
    const resources = resourcesOf(policy);
    if (resources.length) {
      // After validation, so the id is a checked uuid; before the handler, so no route forgets it.
      const checkResources = async (request: FastifyRequest) => {
        for (const resource of resources) {
          const source = (resource.body ? request.body : resource.query ? request.query : request.params) as Record<string, unknown> | undefined;
          const value = source?.[resourceField(resource)];
          if (value === undefined || value === null) continue;
          const ids = (Array.isArray(value) ? value : [value]).map(String);
          await access.requireAccess(authOf(request), resource.kind, ids);
        }
      };
      route.preHandler = [checkResources, ...[route.preHandler ?? []].flat()];
    }
    // Personal data leaves masked for an office user without the route's personal-data claim, whatever the service put in.
    const personalDataClaim = policy?.access === 'claim' ? policy.personalData : undefined;
    // A callback hook: no promise per answer (most callers see everything they are sent).
    const maskForViewer = (request: FastifyRequest, _reply: unknown, payload: unknown, done: (err: null, payload: unknown) => void) =>
      done(null, request.auth && !seesPersonalData(request.auth, personalDataClaim) ? maskPersonalData(payload) : payload);
    route.preSerialization = [...[route.preSerialization ?? []].flat(), maskForViewer];
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}

/** The signed-in caller; only for routes whose policy is not public. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError(401, 'unauthorized');
  return request.auth;
}
