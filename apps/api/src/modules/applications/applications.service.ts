import type { ApplicationKind, ApplicationListQuery, ApproveApplication, CarrierApplicationBody, StoreApplicationBody } from '@kurye/contracts/applications';
import type { Lang } from '@kurye/contracts/errors';
import { normalizeTurkishMobile } from '@kurye/contracts/tc-kimlik';
import { AppError, notFound } from '../../lib/errors';
import type { AuthContext } from '../../access/auth-context';
import { auditPersonalView, writeAudit } from '../audit/audit.service';
import { sendAfterCommit } from '../users/accounts.service';
import { pointInPolygon } from '../zones/polygon';
import { approveApplication, recordDecision } from './application-approval';
import { describeIssues, districtProvinceMessage, fieldMessage } from './application-issues';
import * as repo from './applications.repository';
import type { ApplicationData, ApplicationsDeps } from './applications.types';
import { isUniqueViolation } from '../../db/unique-violation';
import { attachToApplication } from '../documents/documents.repository';

/**
 * Public application forms and their review by operators. The review routes check that the caller may see the
 * application (`resource: application`) before these run.
 */
export function createApplicationsService(deps: ApplicationsDeps) {
  const { db } = deps;

  /** Reference checks the schema cannot do: district in province, zone, carrier type. */
  async function referenceProblems(kind: ApplicationKind, body: CarrierApplicationBody | StoreApplicationBody, lang: Lang) {
    const problems: string[] = [];
    const district = await repo.findDistrict(db, body.districtId);
    if (!district) problems.push(fieldMessage('districtId', 'invalid', lang));
    else if (district.provinceId !== body.provinceId) problems.push(districtProvinceMessage(lang));
    if (body.zoneId) {
      const zone = await repo.findZone(db, body.zoneId);
      if (!zone?.active) problems.push(fieldMessage('zoneId', 'invalid', lang));
    }
    if (kind === 'carrier' && !(await repo.carrierTypeExists(db, (body as CarrierApplicationBody).carrierTypeId))) {
      problems.push(fieldMessage('carrierTypeId', 'invalid', lang));
    }
    return problems;
  }

  /** The active zone whose polygon holds the point, for a store that did not choose one. */
  async function zoneAt(latitude: number, longitude: number) {
    const rows = await repo.activeZonePolygons(db);
    return rows.find((z) => pointInPolygon(longitude, latitude, z.polygon))?.id ?? null;
  }

  async function row(id: string) {
    const found = await repo.findApplication(db, id);
    if (!found) throw notFound();
    return found;
  }

  async function detail(auth: AuthContext, id: string) {
    const app = await row(id);
    const data = app.data as unknown as ApplicationData;
    const names = await repo.findNames(db, { provinceId: data.provinceId, districtId: data.districtId, carrierTypeId: data.carrierTypeId, zoneId: app.zoneId });
    await auditPersonalView(db, auth, 'application', id);
    return {
      id: app.id,
      kind: app.kind,
      status: app.status,
      email: app.email,
      name: data.name,
      surname: data.surname,
      nationalIdentityNumber: data.nationalIdentityNumber ?? null,
      phone: data.phone ?? '',
      provinceId: data.provinceId ?? null,
      provinceName: names.provinceName,
      districtId: data.districtId ?? null,
      districtName: names.districtName,
      carrierTypeId: data.carrierTypeId ?? null,
      carrierTypeName: names.carrierTypeName,
      storeName: data.storeName ?? null,
      taxOffice: data.taxOffice ?? null,
      taxNumber: data.taxNumber ?? null,
      address: data.address ?? null,
      kvkkConsent: data.kvkkConsent ?? false,
      source: data.source ?? 'form',
      zoneId: app.zoneId,
      zoneName: names.zoneName,
      createdAt: app.createdAt,
      decidedAt: app.decidedAt,
      decidedBy: app.decidedBy,
      rejectReason: app.rejectReason,
      userId: app.userId,
    };
  }

  return {
    describeIssues,

    async submit(kind: ApplicationKind, body: CarrierApplicationBody | StoreApplicationBody, lang: Lang) {
      const problems = await referenceProblems(kind, body, lang);
      if (problems.length) throw new AppError(400, 'validation_error', { fields: problems.join('; ') });
      const phone = normalizeTurkishMobile(body.phone)!;
      let zoneId = body.zoneId ?? null;
      if (!zoneId && kind === 'store') {
        const { point } = (body as StoreApplicationBody).address;
        zoneId = await zoneAt(point.latitude, point.longitude);
      }
      const { email, zoneId: _z, ...rest } = body;
      const documentIds = 'documentIds' in rest ? (rest.documentIds ?? []) : [];
      if ('documentIds' in rest) delete rest.documentIds;
      const data: ApplicationData = { ...rest, phone };
      try {
        return await db.transaction(async (tx) => {
          if (await repo.userExistsWithEmail(tx, email)) throw new AppError(409, 'email_taken');
          if (await repo.findPendingOfSamePerson(tx, kind, email, body.nationalIdentityNumber)) throw new AppError(409, 'application_exists');
          const id = await repo.insertApplication(tx, { kind, email, data: data as unknown as Record<string, unknown>, zoneId });
          if (kind === 'carrier') await attachToApplication(tx, documentIds, id);
          await writeAudit(tx, { actorId: null, action: 'create', entity: 'application', entityId: id, after: { kind, zoneId, status: 'pending' } });
          return { id, status: 'pending' as const };
        });
      } catch (err) {
        // Two forms at once: the partial unique index on pending e-mails is the last guard.
        if (isUniqueViolation(err)) throw new AppError(409, 'application_exists');
        throw err;
      }
    },

    async list(auth: AuthContext, query: ApplicationListQuery) {
      const { page, size } = query;
      const { rows, total } = await repo.listApplications(db, auth, query);
      return { items: rows.map((r) => ({ ...r, phone: r.phone ?? '' })), total, page, size };
    },

    detail,

    /** Creates the account and the store or courier once and mails the applicant (see `approveApplication`). */
    async approve(auth: AuthContext, id: string, input: ApproveApplication) {
      await row(id);
      const result = await approveApplication(deps, auth, id, input);
      return { ...(await detail(auth, id)), ...result };
    },

    async reject(auth: AuthContext, id: string, reason: string) {
      await row(id);
      const decided = await db.transaction(async (tx) => {
        const locked = await repo.lockApplication(tx, id);
        if (!locked) throw notFound();
        if (locked.status !== 'pending') throw new AppError(409, 'already_decided');
        await recordDecision(tx, deps.clock.now(), auth, id, 'reject', { rejectReason: reason }, { reason });
        return locked;
      });
      const data = decided.data as unknown as ApplicationData;
      await sendAfterCommit(deps, {
        to: decided.email,
        subject: 'Kurye Ofis başvurunuz hakkında',
        text: `Merhaba ${data.name} ${data.surname},\n\nBaşvurunuz değerlendirildi ve maalesef onaylanmadı.\n\nGerekçe: ${reason}\n\nKurye Ofis`,
      });
      return detail(auth, id);
    },
  };
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>;
