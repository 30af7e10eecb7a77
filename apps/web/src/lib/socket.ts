import { useEffect, useRef } from 'react';
import { SOCKET_CLOSE_SERVICE_RESTART, type SocketEventType, type SocketEvents } from '@kurye/contracts/delivery';
import { getAccessToken, isSessionLocked, subscribeSessionLock } from './session';

type Handler<T extends SocketEventType> = (data: SocketEvents[T]) => void;
type AnyHandler = (data: unknown) => void;
type BinaryHandler = (data: ArrayBuffer) => void;

/**
 * One WebSocket to `/api/ws` per tab, opened while something listens and a token exists, authenticated with the
 * subprotocol pair ("bearer", token). It reconnects with back-off, and tells listeners of `reconnected` so they can
 * refetch what they may have missed.
 */
class SocketClient {
  private ws: WebSocket | null = null;
  private handlers = new Map<string, Set<AnyHandler>>();
  private binaryHandlers = new Set<BinaryHandler>();
  private nextId = 1;
  private pending = new Map<number, (ok: boolean) => void>();
  private retry = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private users = 0;
  private opened = false;

  constructor() {
    // Locked, the token is spent: close, and come back (telling listeners `reconnected`) with the next one.
    subscribeSessionLock(() => {
      if (isSessionLocked()) this.drop();
      else if (this.users > 0) this.connect();
    });
  }

  on<T extends SocketEventType>(type: T, handler: Handler<T>): () => void;
  on(type: 'reconnected', handler: () => void): () => void;
  on(type: string, handler: AnyHandler) {
    let set = this.handlers.get(type);
    if (!set) this.handlers.set(type, (set = new Set()));
    set.add(handler);
    return () => set.delete(handler);
  }

  /** Binary messages (the live map's position frames: `@kurye/contracts/live-frame`); the listener decodes them. */
  onBinary(handler: BinaryHandler) {
    this.binaryHandlers.add(handler);
    return () => void this.binaryHandlers.delete(handler);
  }

  /** Sends a message if the socket is open; returns whether it went out. */
  send(type: string, data: unknown) {
    if (this.ws?.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify({ type, data }));
    return true;
  }

  /**
   * Sends a message the server acknowledges (`{ type: "ack", data: { id, ok } }`, e.g. a courier's position once it is
   * stored). Resolves true on a positive ack; false when the socket is not open, the server refused it, the socket
   * closed or no ack came within `timeoutMs` — the caller then falls back to HTTP.
   */
  sendWithAck(type: string, data: unknown, timeoutMs = 5000): Promise<boolean> {
    const ws = this.ws;
    if (ws?.readyState !== WebSocket.OPEN) return Promise.resolve(false);
    const id = this.nextId++;
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => settle(false), timeoutMs);
      const settle = (ok: boolean) => {
        clearTimeout(timer);
        this.pending.delete(id);
        resolve(ok);
      };
      this.pending.set(id, settle);
      ws.send(JSON.stringify({ type, id, data }));
    });
  }

  acquire() {
    this.users++;
    if (this.users === 1) this.connect();
    return () => {
      this.users--;
      if (this.users === 0) this.close();
    };
  }

  private connect() {
    const token = getAccessToken();
    if (!token || this.ws || isSessionLocked()) return;
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/ws`;
    const ws = new WebSocket(url, ['bearer', token]);
    ws.binaryType = 'arraybuffer';
    this.ws = ws;
    ws.onopen = () => {
      if (this.opened) this.handlers.get('reconnected')?.forEach((h) => h(undefined));
      this.opened = true;
      this.retry = 0;
    };
    ws.onmessage = (e) => {
      if (e.data instanceof ArrayBuffer) {
        this.binaryHandlers.forEach((h) => h(e.data));
        return;
      }
      try {
        const { type, data } = JSON.parse(String(e.data));
        if (type === 'ack') this.pending.get(data?.id)?.(data.ok === true);
        this.handlers.get(type)?.forEach((h) => h(data));
      } catch {
        /* ignore malformed frames */
      }
    };
    ws.onclose = (e) => {
      this.ws = null;
      for (const settle of [...this.pending.values()]) settle(false);
      if (this.users > 0) {
        // A server restarting (deploys, scaling in) sends everyone away at once: come back at once, spread over a
        // quarter second, to the process that takes over; anything else backs off.
        const delay = e.code === SOCKET_CLOSE_SERVICE_RESTART ? Math.random() * 250 : Math.min(15_000, 500 * 2 ** this.retry++);
        this.timer = setTimeout(() => this.connect(), delay);
      }
    };
  }

  private close() {
    this.opened = false;
    this.drop();
  }

  /** Closes the socket without the reconnect its close would schedule. */
  private drop() {
    clearTimeout(this.timer);
    const ws = this.ws;
    this.ws = null;
    if (!ws) return;
    ws.onclose = null;
    ws.close();
    for (const settle of [...this.pending.values()]) settle(false);
  }
}

export const socket = new SocketClient();

/** Subscribes a component to one socket event while it is mounted (and keeps the socket open meanwhile). */
export function useSocketEvent<T extends SocketEventType>(type: T, handler: Handler<T>) {
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => {
    const release = socket.acquire();
    const off = socket.on(type, ((data: SocketEvents[T]) => ref.current(data)) as Handler<T>);
    return () => {
      off();
      release();
    };
  }, [type]);
}

/** Subscribes a component to the socket's binary messages while it is mounted. */
export function useSocketBinary(handler: BinaryHandler) {
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => {
    const release = socket.acquire();
    const off = socket.onBinary((data) => ref.current(data));
    return () => {
      off();
      release();
    };
  }, []);
}

/** Runs `handler` after the socket reconnects (refetch what may have been missed). */
export function useSocketReconnect(handler: () => void) {
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => {
    const release = socket.acquire();
    const off = socket.on('reconnected', () => ref.current());
    return () => {
      off();
      release();
    };
  }, []);
}
