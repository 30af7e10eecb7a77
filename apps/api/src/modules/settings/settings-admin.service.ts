import type { PublicSettings, Settings } from '@kurye/contracts/settings';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { AuthContext } from '../../access/auth-context';
import { changedFields, writeAudit } from '../audit/audit.service';
import type { EventBus } from '../../lib/event-bus';
import type { SettingsService } from './settings.service';

/** What the settings page needs from the app. */
export interface SettingsAdminDeps {
  db: Db;
  bus: EventBus;
  settings: SettingsService;
  /** What one packet of a request is expected to cost (kuruş) under these prices (the dispatch pricing). */
  feeOfOnePacket: (pricing: Settings['pricing']) => number;
}

/**
 * The settings page: reading, the public part every signed-in user gets, and audited changes. A change tells every
 * API process (through the bus) to drop its cached copy, so it takes effect without a restart.
 */
export function createSettingsAdminService(deps: SettingsAdminDeps) {
  const { db, bus, settings } = deps;
  return {
    get: () => settings.get(),

    async publicSettings(): Promise<PublicSettings> {
      const s = await settings.get();
      return {
        map: s.map,
        pollingIntervalsMs: s.pollingIntervalsMs,
        sounds: s.sounds,
        session: s.session,
        estimatedFeePerPacket: deps.feeOfOnePacket(s.pricing),
      };
    },

    async change(auth: AuthContext, patch: Record<string, unknown>) {
      const before = await settings.get();
      let next;
      try {
        next = await settings.update(patch);
      } catch (err) {
        if (err instanceof z.ZodError) {
          const fields = [...new Set(err.issues.map((i) => i.path.map(String).join('.')))].join(', ');
          throw new AppError(400, 'validation_error', { fields });
        }
        throw err;
      }
      const diff = changedFields(before as unknown as Record<string, unknown>, next as unknown as Record<string, unknown>);
      if (diff.changed) {
        await writeAudit(db, { actorId: auth.userId, action: 'update', entity: 'settings', entityId: 'system', before: diff.before, after: diff.after });
      }
      bus.publish({ type: 'internal.settings_changed', data: {}, audiences: ['internal'] });
      return next;
    },
  };
}
export type SettingsAdminService = ReturnType<typeof createSettingsAdminService>;
