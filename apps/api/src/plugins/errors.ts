import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { formatErrorMessage } from '@kurye/contracts/errors';
import { AppError } from '../lib/errors';
import { languageOf } from '../lib/language';

/** One handler for every error: the body is always `{ code, message }`, in the caller's language; 5xx never leak. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = languageOf(request.headers['accept-language']);
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ code: error.code, message: formatErrorMessage(error.code, lang, error.params) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = [...new Set(error.validation.map((v) => v.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || '-'))];
      return reply
        .status(400)
        .send({ code: 'validation_error', message: formatErrorMessage('validation_error', lang, { fields: fields.join(', ') }) });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ code: 'rate_limited', message: formatErrorMessage('rate_limited', lang) });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type).
      return reply.status(error.statusCode).send({ code: 'validation_error', message: formatErrorMessage('validation_error', lang, { fields: 'body' }) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'internal_error', message: formatErrorMessage('internal_error', lang) });
  });
}
