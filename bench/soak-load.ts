// The soak benchmark's load, in a process of its own so that the server's event-loop lag is the server's: a thousand
// simulated couriers (the demo simulator driving the accounts the benchmark created) and live-map viewers, all over
// the public HTTP API and the socket. Its orders come as the first IPC message; it answers once everyone is connected.
import WebSocket from 'ws';
import pino from 'pino';
import { createSimulator } from '../apps/api/src/simulator/simulator';

const { baseUrl, couriers, viewerTokens, password } = await new Promise<{
  baseUrl: string;
  couriers: { email: string; zoneKey: string; latitude: number; longitude: number }[];
  viewerTokens: string[];
  password: string;
}>((resolve) => process.once('message', resolve as (m: unknown) => void));

const simulator = createSimulator({ baseUrl, log: pino({ level: 'warn' }), courierAccounts: couriers, password, requestEverySeconds: 2 });
await simulator.start();

let frames = 0;
const viewers = await Promise.all(
  viewerTokens.map(
    (token) =>
      new Promise<WebSocket>((resolve, reject) => {
        const ws = new WebSocket(baseUrl.replace(/^http/, 'ws') + '/api/ws', ['bearer', token]);
        ws.on('message', () => frames++);
        ws.once('open', () => resolve(ws));
        ws.once('error', reject);
      }),
  ),
);
process.send?.({ ready: true });
process.on('message', async (message: { stop?: boolean }) => {
  if (!message.stop) return;
  viewers.forEach((ws) => ws.close());
  await simulator.stop();
  process.send?.({ frames });
  process.exit(0);
});
