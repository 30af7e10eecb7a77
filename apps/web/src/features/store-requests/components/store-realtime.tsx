import { useStoreLiveUpdates } from '../lib/use-store-live-updates';
import { NoCourierDialog } from './no-courier-dialog';
import { PacketLocationDialog } from './packet-location-dialog';

/** Socket-driven refreshes and the store's two notification dialogs. */
export function StoreRealtime() {
  useStoreLiveUpdates();
  return (
    <>
      <PacketLocationDialog />
      <NoCourierDialog />
    </>
  );
}
