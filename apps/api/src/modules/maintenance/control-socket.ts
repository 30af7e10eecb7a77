import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * PGlite's data directory is open in one process only, so `npm run backup` cannot read it while the server runs: it
 * asks the server instead, over a Unix socket in the data directory. Only the directory's owner may connect (the
 * socket is mode 0600), nothing listens on the network, and the one command is "write a backup into this folder".
 *
 * One JSON line each way: `{"command":"backup","dir":"…"}` → `{"file":"…"}` or `{"error":"…"}`.
 */
export const controlSocketOf = (dataDir: string) => path.join(dataDir, 'kurye-ofis.sock');

interface ControlRequest {
  command: 'backup';
  dir?: string;
}

export async function listenForControl(socketPath: string, handlers: { backup(dir?: string): Promise<string> }) {
  // The directory lock is ours: a socket file left here is a dead process's.
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    let input = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      input += chunk;
      const end = input.indexOf('\n');
      if (end < 0) return;
      void answer(input.slice(0, end)).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
    });
    socket.on('error', () => socket.destroy());
  });
  async function answer(line: string) {
    try {
      const request = JSON.parse(line) as ControlRequest;
      if (request.command !== 'backup') return { error: `unknown command ${String(request.command)}` };
      return { file: await handlers.backup(request.dir) };
    } catch (err) {
      return { error: err instanceof Error ? err.message : String(err) };
    }
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(socketPath, { force: true });
      }),
  };
}

/** Sends one request to the server listening on `socketPath`; answers its reply or throws its error. */
export function askServer(socketPath: string, request: ControlRequest, timeoutMs = 10 * 60_000): Promise<{ file: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let output = '';
    socket.setEncoding('utf8');
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer from the server on ${socketPath}`)));
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk) => (output += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        const reply = JSON.parse(output) as { file?: string; error?: string };
        if (reply.file) resolve({ file: reply.file });
        else reject(new Error(reply.error ?? 'empty answer'));
      } catch (err) {
        reject(err as Error);
      }
    });
  });
}
