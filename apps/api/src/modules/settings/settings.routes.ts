import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicSettingsSchema, retentionPeriods, runtimeInfo, settingsPatchBody, settingsSchema, type RuntimeInfo } from '@kurye/contracts/settings';
import { authOf, publicRoute, requireClaim, signedIn } from '../../plugins/policy';
import type { SettingsAdminService } from './settings-admin.service';

const tags = ['system'];

/**
 * System settings. Changes take effect without a restart: the settings service caches, and a PATCH tells every API
 * process (through the bus) to drop its cache.
 */
export function settingsRoutes(service: SettingsAdminService, runtime: () => RuntimeInfo) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/api/settings', { config: requireClaim('settings.read'), schema: { tags, response: { 200: settingsSchema } } }, () => service.get());

    r.get(
      '/api/settings/public',
      {
        config: signedIn,
        schema: { tags, description: 'Map tiles, polling intervals and sounds, for every signed-in user.', response: { 200: publicSettingsSchema } },
      },
      () => service.publicSettings(),
    );

    r.get(
      '/api/privacy/retention',
      {
        config: publicRoute,
        schema: { tags, description: 'How many days personal data is kept (the privacy notice states them).', response: { 200: retentionPeriods } },
      },
      async () => (await service.get()).retention,
    );

    r.get(
      '/api/settings/runtime',
      {
        config: requireClaim('settings.read'),
        schema: {
          tags,
          description: 'How this server runs: the payment provider (the sandbox takes test cards) and where the maps’ streets come from.',
          response: { 200: runtimeInfo },
        },
      },
      () => runtime(),
    );

    r.patch('/api/settings', { config: requireClaim('settings.write'), schema: { tags, body: settingsPatchBody, response: { 200: settingsSchema } } }, (req) =>
      service.change(authOf(req), req.body),
    );
  };
}
