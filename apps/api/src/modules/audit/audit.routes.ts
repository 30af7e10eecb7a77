import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditPage, auditQuery } from '@kurye/contracts/audit';
import { requireClaim } from '../../plugins/policy';
import type { AuditService } from './audit.service';

/** Who changed or viewed what, when, with before/after: the audit trail, newest first, for an Admin. */
export function auditRoutes(audit: AuditService) {
  return async (app: FastifyInstance) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get('/api/audit', { config: requireClaim('audit.read'), schema: { tags: ['system'], querystring: auditQuery, response: { 200: auditPage } } }, (req) =>
        audit.list(req.query),
      );
  };
}
