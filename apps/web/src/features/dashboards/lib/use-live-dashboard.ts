import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent, useSocketReconnect } from '../../../lib/socket';
import { dashboardKeys } from '../api/keys';

/** How long the dashboard waits after a delivery event before it refetches: a burst of events is one refetch. */
const DEBOUNCE_MS = 1500;

/**
 * Refetches the dashboards and the feed when something happens in the viewer's zones: a request's status, a courier's
 * state, an emergency (the socket sends these to the zones' operators and chiefs, every zone to an admin), and after a
 * reconnect.
 */
export function useLiveDashboard() {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refresh = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all }), DEBOUNCE_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useSocketEvent('request.status_changed', refresh);
  useSocketEvent('request.no_courier', refresh);
  useSocketEvent('carrier.status_changed', refresh);
  useSocketEvent('emergency.raised', refresh);
  useSocketEvent('packet_update_request.created', refresh);
  useSocketReconnect(refresh);
}
