import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { formatErrorMessage, type Lang } from '@kurye/contracts/errors';
import { fieldLabel } from '@kurye/contracts/field-labels';
import { AppError } from '../lib/errors';
import { languageOf } from '../lib/language';

/** `{fields}` of a validation error: each field once, in the caller's words (text already written for people stays). */
const fieldList = (paths: string[], lang: Lang) => [...new Set(paths.map((p) => (/^[\w.-]+$/.test(p) ? fieldLabel(p, lang) : p)))].join(', ');

const validationError = (paths: string[], lang: Lang) => ({
  code: 'validation_error',
  message: formatErrorMessage('validation_error', lang, { fields: fieldList(paths, lang) }),
});

/** Deeper than any body the API takes (a zone polygon is 5 levels); deeper nesting is refused as bad input. */
const MAX_BODY_DEPTH = 32;
const TOO_DEEP = 'body';

/**
 * Where a NUL character hides in a JSON body (PostgreSQL refuses it in text), as a field path; `body` for nesting past
 * MAX_BODY_DEPTH; null when clean. A loop over an explicit stack, so no body can overflow the call stack.
 */
function nulPath(body: unknown): string | null {
  if (typeof body === 'string') return body.includes('\u0000') ? 'body' : null;
  if (!body || typeof body !== 'object') return null;
  const stack: { value: object; path: string[] }[] = [{ value: body, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (path.length >= MAX_BODY_DEPTH) return TOO_DEEP;
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      if (key.includes('\u0000')) return [...path, 'body'].join('.');
      const child = (value as Record<string, unknown>)[key];
      if (typeof child === 'string') {
        if (child.includes('\u0000')) return [...path, key].join('.');
      } else if (child && typeof child === 'object') stack.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

/**
 * One handler for every error: the body is always `{ code, message }`, in the caller's language, naming fields the
 * way the forms do; 5xx never leak; every 429 says when to come back (Retry-After).
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = languageOf(request.headers['accept-language']);
    if (error instanceof AppError) {
      if (error.statusCode === 429 && error.params.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.params.retryAfterSeconds));
      if (error.code === 'validation_error' && typeof error.params.fields === 'string') {
        return reply.status(400).send(validationError(error.params.fields.split(', '), lang));
      }
      // Any other error naming fields names them in the caller's words too.
      const params = typeof error.params.fields === 'string' ? { ...error.params, fields: fieldList(error.params.fields.split(', '), lang) } : error.params;
      return reply.status(error.statusCode).send({ code: error.code, message: formatErrorMessage(error.code, lang, params) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const paths = error.validation.map((v) => {
        const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        // A missing required field is reported on its parent; zod names it in `params.missingProperty` or the path.
        const missing = (v.params as { missingProperty?: string } | undefined)?.missingProperty;
        return missing ? (path ? `${path}.${missing}` : missing) : path || error.validationContext || 'body';
      });
      return reply.status(400).send(validationError(paths, lang));
    }
    if (error.statusCode === 429) {
      const after = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
      if (!reply.hasHeader('retry-after')) reply.header('retry-after', String(after ?? 60));
      return reply.status(429).send({ code: 'rate_limited', message: formatErrorMessage('rate_limited', lang) });
    }
    if (error.statusCode === 413) return reply.status(413).send({ code: 'body_too_large', message: formatErrorMessage('body_too_large', lang) });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type).
      return reply.status(error.statusCode).send(validationError(['body'], lang));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'internal_error', message: formatErrorMessage('internal_error', lang) });
  });

  // PostgreSQL refuses NUL in text: refuse it as bad input before it gets that far, in the address and in the body.
  // Callback hooks: no promise per request for a check that is almost always clean.
  app.addHook('onRequest', (request, _reply, done) => {
    const url = request.url;
    if (url.includes('%00') || url.includes('\u0000')) done(new AppError(400, 'validation_error', { fields: url.includes('?') ? 'query' : 'requestUrl' }));
    else done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const path = nulPath(request.body);
    if (path !== null) done(new AppError(400, 'validation_error', { fields: path }));
    else done();
  });
}

/**
 * Fastify answers some malformed addresses before any route runs (an id longer than `maxParamLength`, a broken
 * percent-encoding); give those the same `{ code, message }` body. Pass as Fastify's `frameworkErrors` option.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = languageOf(request.headers['accept-language']);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send({ code: 'address_too_long', message: formatErrorMessage('address_too_long', lang) });
  }
  return reply.status(400).send(validationError(['requestUrl'], lang));
}
