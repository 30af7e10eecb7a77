import type { FastifyBaseLogger } from 'fastify';
import type { TxEventHook } from '../../lib/outbox';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { EventBus } from '../../lib/event-bus';
import type { SettingsService } from '../settings/settings.service';
import type { Notifier } from '../notifications/notifier';
import type { CourierIndex } from '../live/courier-index';

/**
 * The old bundle of the delivery loop's dependencies, still used by the emergencies module. The dispatch modules each
 * declare their own (`DispatchEngineDeps`, `StoreRequestsDeps`, `CourierWorkDeps`, `LiveDeps`, ...).
 */
export interface DispatchDeps {
  db: Db;
  clock: Clock;
  bus: EventBus;
  settings: SettingsService;
  index: CourierIndex;
  log: FastifyBaseLogger;
  /** Run inside every delivery transaction, after its work and before commit (see `Outbox.beforeCommit`). */
  txHooks: TxEventHook[];
  /** The public tracking link of a packet (set by the tracking module in app.ts). */
  trackingUrlOf?: (packetId: string) => string;
  /** Writes the users' notification feeds (set in app.ts). */
  notifier?: Notifier;
}
