import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import { authOf } from './policy';

/** The store's / courier's own id of a signed-in user (app.ts passes the access service's lookups). */
export type OwnIdOf = (userId: string) => Promise<string | undefined>;

/** The caller's own store or courier id; 403 for a caller who has none. */
export const ownIdOf = (lookup: OwnIdOf) => async (req: FastifyRequest) => {
  const id = await lookup(authOf(req).userId);
  if (!id) throw new AppError(403, 'forbidden');
  return id;
};
