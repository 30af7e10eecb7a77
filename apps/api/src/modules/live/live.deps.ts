import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { EventBus } from '../../lib/event-bus';
import type { CourierIndex } from './courier-index';

/** What the couriers' live state (position ingest, working status, the live map) needs. */
export interface LiveDeps {
  db: Db;
  clock: Clock;
  bus: EventBus;
  index: CourierIndex;
  log: FastifyBaseLogger;
}
