import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { XLSX_TYPE } from './excel';

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
