import type { AuditQuery } from '@kurye/contracts/audit';
import type { Db, Tx } from '../../db/client';
import type { AuthContext } from '../../access/auth-context';
import { seesPersonalData } from '../../access/personal-data';
import { findAuditPage, insertAuditRow } from './audit.repository';

export type AuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'approve'
  | 'reject'
  | 'credit'
  | 'view_personal'
  | 'send_reset_link'
  | 'apply'
  | 'acknowledge'
  | 'resolve'
  | 'assign_joker'
  | 'unassign_joker'
  | 'retention'
  | 'lend'
  | 'take_back'
  | 'view'
  | 'download';

export interface AuditEntry {
  actorId: string | null;
  action: AuditAction;
  entity: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
}

/** One row per change (with before/after) and per view of unmasked personal data. Write it in the change's transaction. */
export async function writeAudit(tx: Tx, entry: AuditEntry) {
  await insertAuditRow(tx, {
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** A view of a row's unmasked phone and T.C. kimlik no: recorded for a caller who sees them in full (KVKK). */
export async function auditPersonalView(tx: Tx, auth: AuthContext, entity: string, entityId: string) {
  if (!seesPersonalData(auth)) return;
  await writeAudit(tx, { actorId: auth.userId, action: 'view_personal', entity, entityId, after: { fields: ['phone', 'nationalIdentityNumber'] } });
}

/** Only the fields that changed, for a compact before/after pair. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(after)) {
    if (v === undefined) continue;
    if (JSON.stringify(before[k]) !== JSON.stringify(v)) {
      b[k] = before[k] ?? null;
      a[k] = v;
    }
  }
  return { before: b, after: a, changed: Object.keys(a).length > 0 };
}

export const actorOf = (auth: AuthContext | null) => auth?.userId ?? null;

/** Reads the audit trail for the Admin's page. */
export function createAuditService(deps: { db: Db }) {
  return {
    /** The trail, newest first (or oldest first), filtered, paged. */
    async list(q: AuditQuery) {
      const { items, total } = await findAuditPage(deps.db, q);
      return { items, total, page: q.page, size: q.size };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
