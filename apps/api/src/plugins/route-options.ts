import type { FastifySchema } from 'fastify';
import type { z } from 'zod';
import { idParams } from '@kurye/contracts/common';
import type { RoutePolicy } from './policy';

/** A route's policy as `config` takes it: `requireClaim(...)`, `signedIn`, `signedInWith(...)` or `publicRoute`. */
type PolicyConfig = { readonly policy: RoutePolicy };

/** What a route adds to the common part of its schema: its documentation and any other input schema. */
export interface RouteSchemaExtra extends Pick<FastifySchema, 'description' | 'summary' | 'security'> {
  params?: z.ZodType;
  querystring?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
}

/** Route options: the policy and the schemas (`tags` first). */
export interface RouteOptionsOf<S> {
  config: PolicyConfig;
  schema: S & { tags: readonly string[] };
}

/** The masked-detail note of the rows holding a person's phone and T.C. kimlik no (stores, couriers, applications). */
export const PERSONAL_DETAIL_DOC = 'Phone and T.C. kimlik no are masked without `personal.read`; full views are audited.';

/**
 * The options of a module's routes of the usual kinds, tagged `tags`: the policy goes to `config` as it is and the
 * schemas to `schema` as they are (the route still declares its claim and the rows it names). The JSON answer is
 * `response` (200, or 201 for `created`); `extra` adds a description, a body or headers.
 */
export function routeOptions(tags: readonly string[]) {
  const options = <S extends object, E extends RouteSchemaExtra>(config: PolicyConfig, schema: S, extra: E | undefined): RouteOptionsOf<S & E> => ({
    config,
    schema: Object.assign({ tags }, extra, schema),
  });
  return {
    /** Any other route (a file, a redirect, a 201 without a body): its schema as given, tagged. */
    with: <S extends RouteSchemaExtra & Pick<FastifySchema, 'response'>>(config: PolicyConfig, schema: S) => options<S, object>(config, schema, undefined),
    /** A route answering 200 with `response`, named by nothing in its path. */
    answering: <R extends z.ZodType, E extends RouteSchemaExtra = object>(config: PolicyConfig, response: R, extra?: E) =>
      options(config, { response: { 200: response } }, extra),
    /** A list or page read from its query (`querystring`), answering 200 with `response`. */
    query: <Q extends z.ZodType, R extends z.ZodType, E extends RouteSchemaExtra = object>(config: PolicyConfig, querystring: Q, response: R, extra?: E) =>
      options(config, { querystring, response: { 200: response } }, extra),
    /** A route naming one row by `/:id` (declare the row in the policy's `resource`), answering 200 with `response`. */
    byId: <R extends z.ZodType, E extends RouteSchemaExtra = object>(config: PolicyConfig, response: R, extra?: E) =>
      options(config, { params: idParams, response: { 200: response } }, extra),
    /** A route creating a row from `body`, answering 201 with `response`. */
    created: <B extends z.ZodType, R extends z.ZodType, E extends RouteSchemaExtra = object>(config: PolicyConfig, body: B, response: R, extra?: E) =>
      options(config, { body, response: { 201: response } }, extra),
  };
}
