import { z } from 'zod';
import { PACKET_UPDATE_STATUSES, packetUpdateRequestSchema } from './fieldops';
import { pageOf } from './paging';

/** Store requests about a packet (wrong location, fee objection, cancel): lists, the operators' badge, resolution. */

export const packetUpdateListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.enum(['createdAt', '-createdAt', 'status', '-status']).default('-createdAt'),
  q: z.string().trim().max(100).optional(),
  status: z.enum(PACKET_UPDATE_STATUSES).optional(),
});
export type PacketUpdateListQuery = z.infer<typeof packetUpdateListQuery>;
export const packetUpdatePage = pageOf(packetUpdateRequestSchema);

/** Opening the list marks the open requests of the caller's zones seen. */
export const packetUpdateMarkSeenResult = z.object({ marked: z.number().int() });
/** The operators' badge: open requests nobody opened yet. */
export const packetUpdateNotSeenCount = z.object({ notSeenCount: z.number().int() });

/** Resolving needs an `Idempotency-Key` (checked by the route: a missing one answers 400 idempotency_key_required). */
export const resolvePacketUpdateHeaders = z.object({ 'idempotency-key': z.string().min(1).max(200).optional() });
export const resolvedPacketUpdate = packetUpdateRequestSchema.extend({ replayed: z.boolean() });
