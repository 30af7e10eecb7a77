import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { CourierIndex } from '../dispatch/courier-index';
import type { Mailer } from '../mail/mailer';
import type { EventBus } from '../realtime/event-bus';
import type { SettingsService } from '../settings/settings.service';
import type { Notifier } from '../notifications/notifier';

/**
 * @deprecated The old bundle of what the organisation modules needed; each module now declares its own deps
 * (`UsersDeps`, `StoresDeps`, …). Kept only until the announcements module declares its own; then this file goes.
 */
export interface OrgDeps {
  db: Db;
  clock: Clock;
  bus: EventBus;
  mailer: Mailer;
  settings: SettingsService;
  index: CourierIndex;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Writes users' notification feeds (set in app.ts). */
  notifier?: Notifier;
}
