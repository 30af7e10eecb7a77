import { useEffect } from 'react';
import { hasClaim } from '../../../lib/authorization';
import { setNavBadge } from '../../../lib/nav-badges';
import { usePublicSettings } from '../../../lib/public-settings-query';
import { useSession } from '../../../lib/session';
import { playNotificationSound } from '../../../lib/sounds';
import { useNotSeenCount } from '../api/get-not-seen-count';

/**
 * Admin and ZoneOperator: polls GET /api/PacketUpdateRequest/GetNotSeenCount (every 12 s, the setting), shows the
 * count on the "İşletme Talepleri" menu item and plays the notification sound while it is above zero.
 */
export function StoreRequestWatcher() {
  const { user } = useSession();
  return user && hasClaim(user, 'store-requests.read') ? <Watcher /> : null;
}

function Watcher() {
  const settings = usePublicSettings();
  const { data } = useNotSeenCount(settings.data?.pollingIntervalsMs.storeRequests ?? 12_000);
  const count = data?.notSeenCount ?? 0;
  useEffect(() => {
    setNavBadge('storeRequests', count);
    if (count > 0 && settings.data?.sounds.notification !== false) playNotificationSound();
  }, [data, count, settings.data]);
  useEffect(() => () => setNavBadge('storeRequests', 0), []);
  return null;
}
