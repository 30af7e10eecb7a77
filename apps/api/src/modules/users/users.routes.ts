import { asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { ALL_CLAIMS } from '@kurye/contracts/claims';
import { ROLES } from '@kurye/contracts/roles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { roleClaims, roles, userRoles, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { likePattern, listQuery, pageOf, parseSort } from '../../lib/paging';
import { requireClaim } from '../../plugins/policy';

const userRow = z.object({ id: z.string(), email: z.string(), name: z.string(), active: z.boolean(), roles: z.array(z.string()) });
const roleSchema = z.object({ code: z.string(), nameTr: z.string(), nameEn: z.string(), zoneScope: z.string(), claims: z.array(z.string()) });
const query = listQuery(['name', 'email', 'createdAt'], 'name');

/** Read side of users and roles; editing comes with the organisation issue. */
export function userRoutes(db: Db, onClaimsChanged: () => void) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/api/users', { config: requireClaim('users.read', { zoneScoped: false }), schema: { tags: ['users'], querystring: query, response: { 200: pageOf(userRow) } } }, async (req) => {
      const { page, size, sort, q } = req.query;
      const where: SQL | undefined = q ? or(ilike(users.name, likePattern(q)), ilike(users.email, likePattern(q))) : undefined;
      const { field, desc: descending } = parseSort(sort);
      const column = field === 'email' ? users.email : field === 'createdAt' ? users.createdAt : users.name;
      const [rows, [{ total }]] = await Promise.all([
        db.select({ id: users.id, email: users.email, name: users.name, active: users.active }).from(users).where(where)
          .orderBy(descending ? desc(column) : asc(column)).limit(size).offset((page - 1) * size),
        db.select({ total: count() }).from(users).where(where),
      ]);
      const roleRows = rows.length
        ? await db.select().from(userRoles).where(inArray(userRoles.userId, rows.map((u) => u.id))).orderBy(asc(userRoles.position))
        : [];
      const items = rows.map((u) => ({ ...u, roles: roleRows.filter((x) => x.userId === u.id).map((x) => x.roleCode) }));
      return { items, total, page, size };
    });

    r.get(
      '/api/roles',
      {
        config: requireClaim('roles.read', { zoneScoped: false }),
        schema: { tags: ['users'], response: { 200: z.array(roleSchema) } },
      },
      async () => {
        const [roleList, links] = await Promise.all([db.select().from(roles), db.select().from(roleClaims)]);
        return roleList.map((role) => ({ ...role, claims: links.filter((l) => l.roleCode === role.code).map((l) => l.claim).sort() }));
      },
    );

    r.put(
      '/api/roles/:role/claims',
      {
        config: requireClaim('roles.write', { zoneScoped: false }),
        schema: {
          tags: ['users'],
          description: "Replaces a role's claims. Takes effect on the holders' next request.",
          params: z.object({ role: z.enum(ROLES) }),
          body: z.object({ claims: z.array(z.enum(ALL_CLAIMS as [string, ...string[]])).max(ALL_CLAIMS.length) }),
          response: { 200: roleSchema },
        },
      },
      async (req) => {
        const { role } = req.params;
        const claims = [...new Set(req.body.claims)].sort();
        // An Admin who took away the Admin role's right to edit roles could never give it back.
        if (role === 'Admin' && !claims.includes('roles.write')) throw new AppError(400, 'admin_lockout');
        await db.transaction(async (tx) => {
          await tx.delete(roleClaims).where(eq(roleClaims.roleCode, role));
          if (claims.length) await tx.insert(roleClaims).values(claims.map((claim) => ({ roleCode: role, claim })));
        });
        onClaimsChanged();
        const [row] = await db.select().from(roles).where(eq(roles.code, role));
        return { ...row, claims };
      },
    );
  };
}
