import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { DispatchService } from '../dispatch/dispatch.service';
import type { FeeDistances, TravelTimes } from '../dispatch/pricing';
import type { SettingsService } from '../settings/settings.service';

/** What a store's requests and packets need: the offer engine runs their transactions and first stage. */
export interface StoreRequestsDeps {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  dispatch: DispatchService;
  /** The distance a request is priced by. */
  distances: FeeDistances & TravelTimes;
  /** The public tracking link of a packet (set by the tracking module in app.ts). */
  trackingUrlOf?: (packetId: string) => string;
}
