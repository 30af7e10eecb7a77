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
  /** Driving times by the streets, when the road network is there: a stage's couriers are then ranked by them. */
  roads?: RoadTimes;
}

/** What dispatch asks of the road network: seconds from each point to one point (null: off the roads). */
export interface RoadTimes {
  secondsTo(to: { latitude: number; longitude: number }, froms: { latitude: number; longitude: number }[]): (number | null)[] | null;
}
