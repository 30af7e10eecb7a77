import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { TxEventHook } from '../../lib/outbox';
import type { CourierIndex } from '../live/courier-index';
import type { EventBus } from '../../lib/event-bus';
import type { SettingsService } from '../settings/settings.service';

/** What the offer engine (stages, timeouts, assignment and the delivery transactions) needs. */
export interface DispatchEngineDeps {
  db: Db;
  clock: Clock;
  bus: EventBus;
  settings: SettingsService;
  /** The couriers' positions and load, in memory: whom to offer a stage to. */
  index: CourierIndex;
  log: FastifyBaseLogger;
  /** Run inside every delivery transaction, after its work and before commit (see `Outbox.beforeCommit`). */
  txHooks: TxEventHook[];
}
