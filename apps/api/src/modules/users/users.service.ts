import type { FastifyBaseLogger } from 'fastify';
import type { Role } from '@kurye/contracts/roles';
import type { CreateUser, UserListQuery, UserPatch } from '@kurye/contracts/users';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import * as authRepo from '../auth/auth.repository';
import type { AuthContext } from '../../access/auth-context';
import { changedFields, writeAudit } from '../audit/audit.service';
import type { Mailer } from '../mail/mailer';
import type { EventBus } from '../../lib/event-bus';
import { createAccount, forgetSessions, issueSetPasswordLink, sendAfterCommit, setPasswordMail } from './accounts.service';
import * as repo from './users.repository';
import { isUniqueViolation } from '../../db/unique-violation';

/** What the users page needs from the app. */
export interface UsersDeps {
  db: Db;
  clock: Clock;
  bus: EventBus;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export function createUsersService(deps: UsersDeps) {
  const { db } = deps;

  async function rolesAndZones(userIds: string[]) {
    if (!userIds.length) return { roles: new Map<string, Role[]>(), zones: new Map<string, string[]>() };
    const { roleRows, zoneRows } = await repo.findRolesAndZones(db, userIds);
    const roles = new Map<string, Role[]>();
    const zoneMap = new Map<string, string[]>();
    for (const r of roleRows) roles.set(r.userId, [...(roles.get(r.userId) ?? []), r.roleCode]);
    for (const z of zoneRows) zoneMap.set(z.userId, [...(zoneMap.get(z.userId) ?? []), z.zoneId]);
    return { roles, zones: zoneMap };
  }

  async function detail(id: string) {
    const user = await repo.findUser(db, id);
    if (!user) throw notFound();
    const [{ roles, zones: zoneMap }, own] = await Promise.all([rolesAndZones([id]), repo.findOwnRecords(db, id)]);
    return { ...user, roles: roles.get(id) ?? [], zoneIds: (zoneMap.get(id) ?? []).sort(), storeId: own.storeId, carrierId: own.carrierId };
  }

  async function checkZones(zoneIds: string[]) {
    if (!zoneIds.length) return;
    if ((await repo.countExistingZones(db, zoneIds)) !== new Set(zoneIds).size) throw new AppError(400, 'validation_error', { fields: 'zoneIds' });
  }

  /** Store and courier roles go with their store or courier record, which only an approval creates. */
  function checkRoles(auth: AuthContext, id: string, before: Awaited<ReturnType<typeof detail>>, roles: Role[] | undefined, active: boolean | undefined) {
    if (id === auth.userId && (active === false || (roles && before.roles.includes('Admin') && !roles.includes('Admin')))) {
      throw new AppError(400, 'self_lockout');
    }
    if (!roles) return;
    for (const [role, has] of [
      ['Store', before.storeId],
      ['Carrier', before.carrierId],
    ] as const) {
      if (roles.includes(role) && !has) throw new AppError(400, 'validation_error', { fields: 'roles' });
    }
  }

  return {
    detail,

    async list(query: UserListQuery) {
      const { page, size } = query;
      const { rows, total } = await repo.listUsers(db, query);
      const { roles, zones: zoneMap } = await rolesAndZones(rows.map((u) => u.id));
      const items = rows.map((u) => ({ ...u, roles: roles.get(u.id) ?? [], zoneIds: zoneMap.get(u.id) ?? [] }));
      return { items, total, page, size };
    },

    async create(auth: AuthContext, input: CreateUser) {
      await checkZones(input.zoneIds);
      const roles = [...new Set(input.roles)];
      const zoneIds = [...new Set(input.zoneIds)];
      let link = '';
      let id: string;
      try {
        id = await db.transaction(async (tx) => {
          const userId = await createAccount(tx, { ...input, roles, zoneIds });
          link = await issueSetPasswordLink(tx, deps, userId);
          await writeAudit(tx, {
            actorId: auth.userId,
            action: 'create',
            entity: 'user',
            entityId: userId,
            after: { email: input.email, name: input.name, roles, zoneIds, active: input.active },
          });
          return userId;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError(409, 'email_taken');
        throw err;
      }
      await sendAfterCommit(deps, setPasswordMail(input.email, input.name, link, 'Kurye Ofis için sizin adınıza bir hesap açıldı.'));
      return detail(id);
    },

    async update(auth: AuthContext, id: string, patch: UserPatch) {
      const before = await detail(id);
      if (patch.zoneIds) await checkZones(patch.zoneIds);
      const roles = patch.roles ? [...new Set(patch.roles)] : undefined;
      const zoneIds = patch.zoneIds ? [...new Set(patch.zoneIds)].sort() : undefined;
      checkRoles(auth, id, before, roles, patch.active);
      const diff = changedFields(before as unknown as Record<string, unknown>, { email: patch.email, name: patch.name, roles, zoneIds, active: patch.active });
      if (!diff.changed) return before;
      try {
        await db.transaction(async (tx) => {
          const set: Partial<repo.UserInsert> = {};
          if (patch.email !== undefined) set.email = patch.email;
          if (patch.name !== undefined) set.name = patch.name;
          if (patch.active !== undefined) set.active = patch.active;
          if (Object.keys(set).length) await repo.updateUser(tx, id, set);
          if (roles) await repo.replaceRoles(tx, id, roles);
          if (zoneIds) await repo.replaceZones(tx, id, zoneIds);
          if (patch.active === false) await authRepo.revokeAllSessions(tx, id);
          await writeAudit(tx, { actorId: auth.userId, action: 'update', entity: 'user', entityId: id, before: diff.before, after: diff.after });
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError(409, 'email_taken');
        throw err;
      }
      forgetSessions(deps.bus, id);
      return detail(id);
    },

    async sendResetLink(auth: AuthContext, id: string) {
      const user = await detail(id);
      if (!user.active) throw new AppError(403, 'account_inactive');
      const link = await db.transaction(async (tx) => {
        const link = await issueSetPasswordLink(tx, deps, id);
        await writeAudit(tx, { actorId: auth.userId, action: 'send_reset_link', entity: 'user', entityId: id });
        return link;
      });
      await sendAfterCommit(deps, setPasswordMail(user.email, user.name, link, 'Yöneticiniz sizin için bir şifre belirleme bağlantısı gönderdi.'));
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
