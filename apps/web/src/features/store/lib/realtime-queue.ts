import { useSyncExternalStore } from 'react';
import type { LocationPacket, SocketEvents } from '@kurye/contracts/delivery';

export type NoCourierNotice = SocketEvents['request.no_courier'];

interface QueueState {
  locations: LocationPacket[];
  noCourier: NoCourierNotice[];
}

/**
 * The store's pending dialogs, kept outside React so that moving between store pages (each renders the dialogs)
 * does not drop a queued location or a courier-not-found notice. Entries are unique by id.
 */
let state: QueueState = { locations: [], noCourier: [] };
const listeners = new Set<() => void>();
const emit = (next: QueueState) => {
  state = next;
  listeners.forEach((l) => l());
};

export const realtimeQueue = {
  pushLocation(packet: LocationPacket) {
    if (state.locations.some((p) => p.id === packet.id)) return false;
    emit({ ...state, locations: [...state.locations, packet] });
    return true;
  },
  /** Drops a packet's dialog (answered, closed, or approved elsewhere). */
  dropLocation(packetId: string) {
    if (state.locations.some((p) => p.id === packetId)) emit({ ...state, locations: state.locations.filter((p) => p.id !== packetId) });
  },
  pushNoCourier(notice: NoCourierNotice) {
    if (state.noCourier.some((n) => n.requestId === notice.requestId)) return false;
    emit({ ...state, noCourier: [...state.noCourier, notice] });
    return true;
  },
  dropNoCourier(requestId: string) {
    emit({ ...state, noCourier: state.noCourier.filter((n) => n.requestId !== requestId) });
  },
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const useRealtimeQueue = () => useSyncExternalStore(subscribe, () => state);
