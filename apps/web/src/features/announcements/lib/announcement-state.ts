/** scheduled / live / expired at this moment. */
export function stateOf(a: { scheduledAt: string; expiresAt: string }, now = Date.now()): 'scheduled' | 'live' | 'expired' {
  if (new Date(a.scheduledAt).getTime() > now) return 'scheduled';
  return new Date(a.expiresAt).getTime() > now ? 'live' : 'expired';
}
