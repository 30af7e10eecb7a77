import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { DispatchService } from '../dispatch/dispatch.service';
import type { FeeDistances } from '../dispatch/pricing';
import type { SettingsService } from '../settings/settings.service';
import type { StorePacketsService } from '../store-requests/store-packets.service';

/** What packet update requests need: the offer engine's transactions and cancellation, and the packet charge. */
export interface PacketUpdateRequestsDeps {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  dispatch: DispatchService;
  /** The distance a moved drop-off is priced by. */
  distances: FeeDistances;
  /** Charges a packet whose location is set (the delivery loop's per-packet charge). */
  storePackets: Pick<StorePacketsService, 'settle'>;
}
