import type { Role } from '@kurye/contracts/roles';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { AuthContext } from '../../access/auth-context';
import { writeAudit } from '../audit/audit.service';
import * as repo from './users.repository';

/** What the role → claims matrix needs: the database and a way to drop every cached session when claims change. */
export interface RolesDeps {
  db: Db;
  onClaimsChanged: () => void;
}

/** The role → claims matrix. */
export function createRolesService(deps: RolesDeps) {
  const { db } = deps;
  return {
    async list() {
      const { roleList, links } = await repo.findRolesWithClaimLinks(db);
      return roleList.map((role) => ({
        ...role,
        claims: links
          .filter((l) => l.roleCode === role.code)
          .map((l) => l.claim)
          .sort(),
      }));
    },

    /** Replaces a role's claims; takes effect on the holders' next request. */
    async replaceClaims(auth: AuthContext, role: Role, requested: string[]) {
      const claims = [...new Set(requested)].sort();
      // An Admin who took away the Admin role's right to edit roles could never give it back.
      if (role === 'Admin' && !claims.includes('roles.write')) throw new AppError(400, 'admin_lockout');
      await db.transaction(async (tx) => {
        const before = (await repo.findClaimsOfRole(tx, role)).sort();
        await repo.replaceRoleClaims(tx, role, claims);
        await writeAudit(tx, { actorId: auth.userId, action: 'update', entity: 'role_claims', entityId: role, before: { claims: before }, after: { claims } });
      });
      deps.onClaimsChanged();
      const row = await repo.findRole(db, role);
      return { ...row, claims };
    },
  };
}
export type RolesService = ReturnType<typeof createRolesService>;
