// What the browser flows (playwright.config.ts) and the browser benchmarks (bench/web-server.ts) share: the Chromium
// they drive and the environment of the real server they start on a fresh embedded database.

/** The system Chromium (CHROMIUM_PATH overrides it), run in a container: no sandbox, no GPU, no background traffic. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The server on `port` and its own data directory: the demo seed without history, no simulator, the given web build. */
export const realServerEnv = ({ port, dataDir, webDist }: { port: number; dataDir: string; webDist: string }) => ({
  PORT: String(port),
  DATA_DIR: dataDir,
  SIMULATOR: 'off',
  SEED_HISTORY_DAYS: '0',
  // Every flow comes from this one machine: the per-address limit on reset mails would stop the later ones.
  PASSWORD_MAIL_RATE_LIMIT: '100',
  // Likewise the applications and sign-ups the flows send (10 an hour from one address otherwise).
  PUBLIC_FORM_RATE_LIMIT: '500',
  // No flow asks for driving times yet: spare the first minute of the run the road network's build.
  ROADS: 'off',
  LOG_LEVEL: 'warn',
  PUBLIC_URL: `http://localhost:${port}`,
  WEB_DIST: webDist,
});
