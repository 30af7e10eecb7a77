import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { EventBus, BusEvent } from '../realtime/event-bus';
import type { SettingsService } from '../settings/settings.service';
import type { CourierIndex } from './courier-index';

export interface DispatchDeps {
  db: Db;
  clock: Clock;
  bus: EventBus;
  settings: SettingsService;
  index: CourierIndex;
  log: FastifyBaseLogger;
}

/** Events gathered inside a transaction and published only after it commits. */
export class Outbox {
  readonly events: BusEvent[] = [];
  push(event: BusEvent) {
    this.events.push(event);
  }
  flush(bus: EventBus) {
    for (const e of this.events.splice(0)) bus.publish(e);
  }
}

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
