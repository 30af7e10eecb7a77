import type { Tx } from '../db/client';
import type { BusEvent, EventBus } from './event-bus';

/**
 * Work that must commit together with the delivery events of a transaction, or not at all: webhook deliveries,
 * the report roll-ups' queue. A hook sees the events the transaction gathered and writes with the same `tx`; a hook that throws
 * rolls the whole transaction back. A hook's own events (a notification for the user's socket) go through
 * `publishAfterCommit`: published with the transaction's events, never seen by the other hooks. Modules register theirs in `app.ts` by pushing onto `DispatchDeps.txHooks`.
 */
export type TxEventHook = (tx: Tx, events: readonly BusEvent[], publishAfterCommit?: (event: BusEvent) => void) => Promise<void>;

/** Events gathered inside a transaction and published only after it commits. */
export class Outbox {
  readonly events: BusEvent[] = [];
  private readonly fromHooks: BusEvent[] = [];
  push(event: BusEvent) {
    this.events.push(event);
  }
  /** Called by the transaction's owner as the last step inside the transaction. */
  async beforeCommit(tx: Tx, hooks: readonly TxEventHook[]) {
    if (this.events.length === 0) return;
    const later = (event: BusEvent) => void this.fromHooks.push(event);
    for (const hook of hooks) await hook(tx, this.events, later);
  }
  flush(bus: EventBus) {
    for (const e of this.events.splice(0)) bus.publish(e);
    for (const e of this.fromHooks.splice(0)) bus.publish(e);
  }
}
