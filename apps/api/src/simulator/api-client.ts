import WebSocket from 'ws';

/** A signed-in demo user talking to the API over HTTP and the socket, exactly as the apps do. */
export class SimulatedClient {
  private token = '';
  socket: WebSocket | null = null;

  constructor(
    private readonly baseUrl: string,
    readonly email: string,
  ) {}

  async signIn(password: string) {
    const res = await this.call<{ accessToken: string }>('POST', '/api/auth/sign-in', { email: this.email, password });
    this.token = res.accessToken;
  }

  async call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    const res = await fetch(this.baseUrl + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    const data = text ? JSON.parse(text) : undefined;
    if (!res.ok) throw Object.assign(new Error(`${method} ${path} → ${res.status} ${data?.code ?? ''}`), { status: res.status, code: data?.code });
    return data as T;
  }

  connect(onEvent: (type: string, data: unknown) => void) {
    const ws = new WebSocket(this.baseUrl.replace(/^http/, 'ws') + '/api/ws', ['bearer', this.token]);
    ws.on('message', (raw) => {
      try {
        const { type, data } = JSON.parse(String(raw));
        onEvent(type, data);
      } catch {
        /* ignore */
      }
    });
    ws.on('error', () => {});
    this.socket = ws;
    return new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
  }

  send(type: string, data: unknown) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify({ type, data }));
  }

  close() {
    this.socket?.close();
  }
}
