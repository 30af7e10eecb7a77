import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { authOf } from '../../plugins/policy';
import { XLSX_TYPE } from './excel';

/** The store's / courier's own id of a signed-in user (app.ts passes the access service's lookups). */
export type OwnIdOf = (userId: string) => Promise<string | undefined>;

/** The caller's own store or courier id; 403 for a caller who has none. */
export const ownIdOf = (lookup: OwnIdOf) => async (req: FastifyRequest) => {
  const id = await lookup(authOf(req).userId);
  if (!id) throw new AppError(403, 'forbidden');
  return id;
};

/** The request's `Idempotency-Key`; 400 without one. */
export function idempotencyKeyOf(req: FastifyRequest) {
  const key = req.headers['idempotency-key'];
  if (typeof key !== 'string' || !key) throw new AppError(400, 'idempotency_key_required');
  return key;
}

export const dayName = (d: Date) => d.toISOString().slice(0, 10);

export function sendXlsx(reply: FastifyReply, name: string, buffer: Buffer) {
  return reply.header('content-type', XLSX_TYPE).header('content-disposition', `attachment; filename="${name}"`).send(buffer);
}
