import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, okResult } from '@kurye/contracts/common';
import {
  adminApiKeyListQuery,
  apiKeyList,
  apiKeyPage,
  createApiKeyBody,
  createWebhookBody,
  createdApiKeyAnswer,
  createdWebhookSchema,
  resentWebhookDelivery,
  webhookDeliveriesQuery,
  webhookDeliveryPage,
  webhookEndpointList,
} from '@kurye/contracts/integrations';
import { ownIdOf, type OwnIdOf } from '../../plugins/own-id';
import { requireClaim } from '../../plugins/policy';
import { routeOptions } from '../../plugins/route-options';
import type { ApiKeyService } from './api-keys.service';
import type { WebhookService } from './webhooks.service';

const route = routeOptions(['integrations']);

export const SIGNATURE_DOC = `Every webhook is a POST with a JSON body \`{ id, type, createdAt, data }\` and the header
\`X-KuryeOfis-Signature: t=<unix seconds>,v1=<hex>\`, where \`v1 = HMAC-SHA256(endpoint secret, "<t>.<raw body>")\`.
Recompute it over the raw body, compare in constant time and refuse timestamps older than 5 minutes. Answer 2xx within
10 s; anything else is retried with exponential backoff for 24 hours. Redirects are not followed. The same \`id\` may
arrive twice ("send again", or a retry after a timeout): treat it as idempotent.`;

export interface IntegrationsDeps {
  keys: ApiKeyService;
  webhooks: WebhookService;
  /** The store of a store user (the access service's cached lookup). */
  storeIdOf: OwnIdOf;
}

/** A store's API keys and webhooks, and every store's keys for an Admin. */
export function integrationRoutes(deps: IntegrationsDeps) {
  const { keys, webhooks } = deps;
  const storeIdOf = ownIdOf(deps.storeIdOf);

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const own = requireClaim('integrations.own');
    const admin = requireClaim('integrations.admin');
    const ownKey = requireClaim('integrations.own', { resource: { kind: 'apiKey' } });
    const anyKey = requireClaim('integrations.admin', { resource: { kind: 'apiKey' } });
    const ownWebhook = requireClaim('integrations.own', { resource: { kind: 'webhook' } });
    const ownDelivery = requireClaim('integrations.own', { resource: { kind: 'webhookDelivery' } });

    r.post(
      '/api/store/api-keys',
      route.created(own, createApiKeyBody, createdApiKeyAnswer, {
        summary: 'Create an API key (the key is shown only in this answer)',
        description: 'Send it as `X-Api-Key: <key>` or `Authorization: Bearer <key>`. A key may only create, read, list and cancel its store’s requests.',
      }),
      async (req, reply) => reply.status(201).send(await keys.create(await storeIdOf(req), req.body.name)),
    );
    r.get('/api/store/api-keys', route.answering(own, apiKeyList), async (req) => keys.list(await storeIdOf(req)));
    r.delete('/api/store/api-keys/:id', route.byId(ownKey, okResult), async (req) => keys.revoke(req.params.id, await storeIdOf(req)));
    r.get(
      '/api/admin/api-keys',
      route.query(admin, adminApiKeyListQuery, apiKeyPage, {
        summary: 'Every store’s API keys (Admin): search by store, key name or prefix; filter by status',
      }),
      async (req) => keys.adminList(req.query),
    );
    r.delete('/api/admin/api-keys/:id', route.byId(anyKey, okResult), async (req) => keys.revoke(req.params.id, null));

    r.post(
      '/api/store/webhooks',
      route.created(own, createWebhookBody, createdWebhookSchema, {
        summary: 'Add a webhook endpoint (its signing secret is shown only in this answer)',
        description: SIGNATURE_DOC,
      }),
      async (req, reply) => reply.status(201).send(await webhooks.create(await storeIdOf(req), req.body)),
    );
    r.get('/api/store/webhooks', route.answering(own, webhookEndpointList), async (req) => webhooks.list(await storeIdOf(req)));
    r.delete('/api/store/webhooks/:id', route.byId(ownWebhook, okResult), async (req) => webhooks.remove(await storeIdOf(req), req.params.id));
    r.get(
      '/api/store/webhooks/:id/deliveries',
      route.byId(ownWebhook, webhookDeliveryPage, {
        summary: 'The delivery log of an endpoint, newest first, with every attempt',
        querystring: webhookDeliveriesQuery,
      }),
      async (req) => webhooks.deliveries(await storeIdOf(req), req.params.id, req.query),
    );
    r.post(
      '/api/store/webhook-deliveries/:id/resend',
      route.with(ownDelivery, { summary: 'Send a delivery again (same payload and event id)', params: idParams, response: { 201: resentWebhookDelivery } }),
      async (req, reply) => reply.status(201).send(await webhooks.resend(await storeIdOf(req), req.params.id)),
    );
  };
}
