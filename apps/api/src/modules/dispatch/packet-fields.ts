/** One packet's customer fields as stored (the phone already normalised to `+905…`). */
export interface NewPacketFields {
  address?: string;
  latitude?: number;
  longitude?: number;
  phone?: string;
  orderReference?: string;
  codAmount?: number;
  codMethod?: 'cash' | 'card';
}

/** The request's door payment from its packets': their sum, and `mixed` when cash and card are both used. */
export function codTotal(packets: readonly Pick<NewPacketFields, 'codAmount' | 'codMethod'>[]) {
  const withCod = packets.filter((p) => p.codAmount && p.codMethod);
  const methods = new Set(withCod.map((p) => p.codMethod!));
  return {
    amount: withCod.reduce((sum, p) => sum + p.codAmount!, 0),
    method: (methods.size > 1 ? 'mixed' : ([...methods][0] ?? 'cash')) as 'cash' | 'card' | 'mixed',
  };
}
