import type { Notifier } from '../notifications/notifier';
import type { DispatchEngineDeps } from './dispatch.deps';

/**
 * What app.ts builds once for the delivery loop: the offer engine's dependencies (`DispatchEngineDeps`) and what the
 * delivery modules add to them. The dispatch modules each declare their own (`DispatchEngineDeps`, `StoreRequestsDeps`,
 * `CourierWorkDeps`, `LiveDeps`, ...) and take their part of it.
 */
export interface DispatchDeps extends DispatchEngineDeps {
  /** The public tracking link of a packet (set by the tracking module in app.ts). */
  trackingUrlOf?: (packetId: string) => string;
  /** Writes the users' notification feeds (set in app.ts). */
  notifier?: Notifier;
}
