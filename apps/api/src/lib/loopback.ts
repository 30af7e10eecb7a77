/** Host names of this machine as a URL spells them (`new URL(…).hostname`; IPv6 in brackets). */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a URL's host name is this machine. */
export const isLoopbackName = (hostname: string) => LOOPBACK_NAMES.has(hostname.toLowerCase());

/** Whether a connection's remote address (as Node reports it: `127.0.0.1`, `::1`, `::ffff:127.0.0.1`) is this machine. */
export const isLoopbackAddress = (address: string | undefined) =>
  !!address && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));
