import { and, asc, count, desc, eq, exists, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Role } from '@kurye/contracts/roles';
import { carriers, stores, userRoles, userZones, users, zones } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { likePattern, parseSort } from '../../lib/paging';
import * as authRepo from '../auth/auth.repository';
import type { AuthContext } from '../auth/auth.context';
import { changedFields, writeAudit } from '../audit/audit.service';
import { createAccount, forgetSessions, issueSetPasswordLink, sendAfterCommit, setPasswordMail, type OrgDeps } from './accounts';
import { turkishOrder } from '../../db/turkish-order';

export interface UserListQuery {
  page: number;
  size: number;
  sort: string;
  q?: string;
  role?: Role;
  active?: 'true' | 'false';
  zoneId?: string;
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

export function createUsersService(deps: OrgDeps) {
  const { db } = deps;

  async function rolesAndZones(userIds: string[]) {
    if (!userIds.length) return { roles: new Map<string, Role[]>(), zones: new Map<string, string[]>() };
    const [roleRows, zoneRows] = await Promise.all([
      db.select().from(userRoles).where(inArray(userRoles.userId, userIds)).orderBy(asc(userRoles.position)),
      db.select().from(userZones).where(inArray(userZones.userId, userIds)),
    ]);
    const roles = new Map<string, Role[]>();
    const zoneMap = new Map<string, string[]>();
    for (const r of roleRows) roles.set(r.userId, [...(roles.get(r.userId) ?? []), r.roleCode as Role]);
    for (const z of zoneRows) zoneMap.set(z.userId, [...(zoneMap.get(z.userId) ?? []), z.zoneId]);
    return { roles, zones: zoneMap };
  }

  async function detail(id: string) {
    const [user] = await db
      .select({ id: users.id, email: users.email, name: users.name, active: users.active, status: users.status, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, id));
    if (!user) throw notFound();
    const [{ roles, zones: zoneMap }, [store], [carrier]] = await Promise.all([
      rolesAndZones([id]),
      db.select({ id: stores.id }).from(stores).where(eq(stores.userId, id)),
      db.select({ id: carriers.id }).from(carriers).where(eq(carriers.userId, id)),
    ]);
    return { ...user, roles: roles.get(id) ?? [], zoneIds: (zoneMap.get(id) ?? []).sort(), storeId: store?.id ?? null, carrierId: carrier?.id ?? null };
  }

  async function checkZones(zoneIds: string[]) {
    if (!zoneIds.length) return;
    const found = await db.select({ id: zones.id }).from(zones).where(inArray(zones.id, zoneIds));
    if (found.length !== new Set(zoneIds).size) throw new AppError(400, 'validation_error', { fields: 'zoneIds' });
  }

  return {
    detail,

    async list(query: UserListQuery) {
      const { page, size, sort, q, role, active, zoneId } = query;
      const where: SQL[] = [];
      if (q) where.push(or(ilike(users.name, likePattern(q)), ilike(users.email, likePattern(q)))!);
      if (active) where.push(eq(users.active, active === 'true'));
      if (role)
        where.push(
          exists(
            db
              .select()
              .from(userRoles)
              .where(and(eq(userRoles.userId, users.id), eq(userRoles.roleCode, role))),
          ),
        );
      if (zoneId)
        where.push(
          exists(
            db
              .select()
              .from(userZones)
              .where(and(eq(userZones.userId, users.id), eq(userZones.zoneId, zoneId))),
          ),
        );
      const { field, desc: descending } = parseSort(sort);
      const column = field === 'email' ? users.email : field === 'createdAt' ? users.createdAt : users.name;
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ id: users.id, email: users.email, name: users.name, active: users.active })
          .from(users)
          .where(and(...where))
          .orderBy(field === 'createdAt' ? (descending ? desc(column) : asc(column)) : turkishOrder(column, descending), asc(users.id))
          .limit(size)
          .offset((page - 1) * size),
        db
          .select({ total: count() })
          .from(users)
          .where(and(...where)),
      ]);
      const { roles, zones: zoneMap } = await rolesAndZones(rows.map((u) => u.id));
      const items = rows.map((u) => ({ ...u, roles: roles.get(u.id) ?? [], zoneIds: zoneMap.get(u.id) ?? [] }));
      return { items, total, page, size };
    },

    async create(auth: AuthContext, input: { email: string; name: string; roles: Role[]; zoneIds: string[]; active: boolean }) {
      await checkZones(input.zoneIds);
      const roles = [...new Set(input.roles)];
      const zoneIds = [...new Set(input.zoneIds)];
      let link = '';
      let id = '';
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

    async update(auth: AuthContext, id: string, patch: { email?: string; name?: string; roles?: Role[]; zoneIds?: string[]; active?: boolean }) {
      const before = await detail(id);
      if (patch.zoneIds) await checkZones(patch.zoneIds);
      const roles = patch.roles ? [...new Set(patch.roles)] : undefined;
      const zoneIds = patch.zoneIds ? [...new Set(patch.zoneIds)].sort() : undefined;
      if (id === auth.userId && (patch.active === false || (roles && before.roles.includes('Admin') && !roles.includes('Admin')))) {
        throw new AppError(400, 'self_lockout');
      }
      if (roles) {
        // Store and courier roles go with their store or courier record, which only an approval creates.
        for (const [role, has] of [
          ['Store', before.storeId],
          ['Carrier', before.carrierId],
        ] as const) {
          if (roles.includes(role) && !has) throw new AppError(400, 'validation_error', { fields: 'roles' });
        }
      }
      const diff = changedFields(before as unknown as Record<string, unknown>, { email: patch.email, name: patch.name, roles, zoneIds, active: patch.active });
      if (!diff.changed) return before;
      try {
        await db.transaction(async (tx) => {
          const set: Partial<typeof users.$inferInsert> = {};
          if (patch.email !== undefined) set.email = patch.email;
          if (patch.name !== undefined) set.name = patch.name;
          if (patch.active !== undefined) set.active = patch.active;
          if (Object.keys(set).length) await tx.update(users).set(set).where(eq(users.id, id));
          if (roles) {
            await tx.delete(userRoles).where(eq(userRoles.userId, id));
            if (roles.length) await tx.insert(userRoles).values(roles.map((roleCode, position) => ({ userId: id, roleCode, position })));
          }
          if (zoneIds) {
            await tx.delete(userZones).where(eq(userZones.userId, id));
            if (zoneIds.length) await tx.insert(userZones).values(zoneIds.map((zoneId) => ({ userId: id, zoneId })));
          }
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
