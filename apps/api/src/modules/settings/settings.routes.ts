import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { settingsSchema } from '@kurye/contracts/settings';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { authOf, requireClaim, signedIn } from '../../plugins/policy';
import { changedFields, writeAudit } from '../audit/audit.service';
import { estimateRequestFee } from '../dispatch/pricing';
import type { OrgDeps } from '../users/accounts';

const tags = ['system'];
const publicSettings = z.object({
  map: settingsSchema.shape.map,
  pollingIntervalsMs: settingsSchema.shape.pollingIntervalsMs,
  sounds: settingsSchema.shape.sounds,
  /** What one packet of a request is expected to cost (kuruş), shown on the store's form before sending. */
  estimatedFeePerPacket: z.number().int(),
});

/** Any JSON object: the merged result is what gets validated, so a deep partial needs no schema of its own. */
const patchBody = z.record(z.string(), z.unknown()).describe('A deep partial of the settings; arrays are replaced.');

/**
 * System settings. Changes take effect without a restart: the settings service caches, and a PATCH tells every API
 * process (through the bus) to drop its cache.
 */
export function settingsRoutes(deps: OrgDeps) {
  const { settings, bus, db } = deps;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/api/settings', { config: requireClaim('settings.read', { zoneScoped: false }), schema: { tags, response: { 200: settingsSchema } } }, () =>
      settings.get(),
    );

    r.get(
      '/api/settings/public',
      {
        config: signedIn,
        schema: { tags, description: 'Map tiles, polling intervals and sounds, for every signed-in user.', response: { 200: publicSettings } },
      },
      async () => {
        const s = await settings.get();
        return { map: s.map, pollingIntervalsMs: s.pollingIntervalsMs, sounds: s.sounds, estimatedFeePerPacket: estimateRequestFee(1, s.pricing) };
      },
    );

    r.patch(
      '/api/settings',
      { config: requireClaim('settings.write', { zoneScoped: false }), schema: { tags, body: patchBody, response: { 200: settingsSchema } } },
      async (req) => {
        const before = await settings.get();
        let next;
        try {
          next = await settings.update(req.body);
        } catch (err) {
          if (err instanceof z.ZodError) {
            const fields = [...new Set(err.issues.map((i) => i.path.map(String).join('.')))].join(', ');
            throw new AppError(400, 'validation_error', { fields });
          }
          throw err;
        }
        const diff = changedFields(before as unknown as Record<string, unknown>, next as unknown as Record<string, unknown>);
        if (diff.changed) {
          await writeAudit(db, {
            actorId: authOf(req).userId,
            action: 'update',
            entity: 'settings',
            entityId: 'system',
            before: diff.before,
            after: diff.after,
          });
        }
        bus.publish({ type: 'internal.settings_changed', data: {}, audiences: ['internal'] });
        return next;
      },
    );
  };
}
