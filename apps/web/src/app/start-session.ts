import { restoreSession } from '../features/auth/api/sign-in-with-token';
import { followLockInOtherTabs } from '../lib/session';

// Imported by main.tsx before the router: creating the router starts the first page's chunks, and over HTTP/1.1 the
// browser has six connections per host, so the session check must be asked for first, not queued behind them.
void restoreSession();
followLockInOtherTabs();
