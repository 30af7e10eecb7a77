import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Emergency } from '@kurye/contracts/fieldops';
import { hasClaim } from '../../../lib/authorization';
import { setNavBadge } from '../../../lib/nav-badges';
import { usePublicSettings } from '../../../lib/public-settings-query';
import { useSession } from '../../../lib/session';
import { useSocketEvent, useSocketReconnect } from '../../../lib/socket';
import { playEmergencyAlarm } from '../../../lib/sounds';
import { useAcknowledgeEmergency } from '../api/acknowledge-emergency';
import { useOpenEmergencies } from '../api/list-emergencies';
import { emergencyKeys } from '../api/keys';
import { EmergencyDialog } from './emergency-dialog';

const SEEN_KEY = 'emergencies.dialogSeen';
const seenIds = (): Set<string> => {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
};

/**
 * Mounted once in the header for users who may see emergencies: open emergencies come from the API on sign-in and at
 * once over the socket; each one this tab has not OK'd yet shows the Acil Durum! dialog in turn (a queue: none is
 * lost), with the alarm when sounds are on; the menu badge shows how many are open.
 */
export function EmergencyWatcher() {
  const { user } = useSession();
  const allowed = hasClaim(user, 'emergencies.read') && !!user;
  return allowed ? <Watcher /> : null;
}

function Watcher() {
  const qc = useQueryClient();
  const { data: open } = useOpenEmergencies();
  const settings = usePublicSettings();
  const acknowledge = useAcknowledgeEmergency();
  const [seen, setSeen] = useState(seenIds);
  const alarmed = useRef(new Set<string>());

  const upsert = (e: Emergency) => {
    qc.setQueryData<Emergency[]>(emergencyKeys.open, (list = []) =>
      e.status === 'open' ? [...list.filter((x) => x.id !== e.id), e] : list.filter((x) => x.id !== e.id),
    );
    void qc.invalidateQueries({ queryKey: emergencyKeys.pages });
  };
  useSocketEvent('emergency.raised', upsert);
  useSocketEvent('emergency.updated', upsert);
  useSocketReconnect(() => void qc.invalidateQueries({ queryKey: emergencyKeys.all }));

  const queue = useMemo(() => (open ?? []).filter((e) => !seen.has(e.id)).sort((a, b) => a.createdAt.localeCompare(b.createdAt)), [open, seen]);
  const current = queue[0] ?? null;

  useEffect(() => setNavBadge('emergency', open?.length ?? 0), [open]);
  useEffect(() => () => setNavBadge('emergency', 0), []);

  useEffect(() => {
    if (!current || alarmed.current.has(current.id)) return;
    alarmed.current.add(current.id);
    if (settings.data?.sounds.emergency !== false) playEmergencyAlarm();
  }, [current, settings.data]);

  const ok = () => {
    if (!current) return;
    const next = new Set(seen).add(current.id);
    sessionStorage.setItem(SEEN_KEY, JSON.stringify([...next]));
    setSeen(next);
    if (!current.acknowledgedAt) acknowledge.mutate(current.id);
  };

  return <EmergencyDialog emergency={current} queued={Math.max(0, queue.length - 1)} onOk={ok} />;
}
