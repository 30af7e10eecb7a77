/**
 * The kinds of rows whose ids a caller may name in a route; each has one rule in `access.rules.repository.ts`.
 * Zoned rows (a zone, a store, a courier, an application, a joker station, an emergency, a packet update request) are
 * visible by zone; requests, packets and offers by who the caller is (see `AccessScope`); the rows a store or a courier
 * owns (payments, invoices, API keys, webhooks, payout requests) to their owner and to office users of its zone; the
 * office's follow-ups (tasks, boards with their lists and labels, notes) by their zone.
 */
export const RESOURCE_KINDS = [
  'zone',
  'store',
  'carrier',
  'application',
  'jokerStation',
  'emergency',
  'packetUpdateRequest',
  'request',
  'packet',
  'offer',
  'storePayment',
  'invoice',
  'invoiceRequest',
  'apiKey',
  'webhook',
  'webhookDelivery',
  'paymentRequest',
  'task',
  'board',
  'boardList',
  'boardLabel',
  'note',
  'equipmentLoan',
  'document',
  'documentFile',
] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/** Every zone, or the listed ones. */
export type ZoneSet = 'all' | readonly string[];

/**
 * Who the caller is for access, decided by the first role (the one that opens the user's area, as everywhere else): a
 * store (its own requests and rows), a courier (the requests assigned to it, its offers and rows), or an office user.
 * `zones` is the caller's zones in every case: zoned rows are visible by zone whoever asks, as the modules decide today.
 * Derived once per call from the session by `AccessService.scopeOf`.
 */
export type AccessScope =
  | { kind: 'office'; zones: ZoneSet }
  | { kind: 'store'; zones: ZoneSet; storeId: string | undefined }
  | { kind: 'carrier'; zones: ZoneSet; carrierId: string | undefined };
