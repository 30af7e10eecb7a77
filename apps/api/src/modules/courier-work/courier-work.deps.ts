import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { DispatchService } from '../dispatch/dispatch.service';
import type { FeeDistances } from '../dispatch/pricing';
import type { SettingsService } from '../settings/settings.service';

/** What a courier's work needs: the offer engine runs its transactions, the next stage after a no and the load. */
export interface CourierWorkDeps {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  dispatch: DispatchService;
  /** The distance a drop-off is priced by. */
  distances: FeeDistances;
  /** The public tracking link of a packet (in the active requests' packets). */
  trackingUrlOf?: (packetId: string) => string;
}
