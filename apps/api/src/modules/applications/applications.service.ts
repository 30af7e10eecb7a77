import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { APPLICATION_FIELD_LABELS, type ApplicationKind, type CarrierApplicationBody, type StoreApplicationBody } from '@kurye/contracts/applications';
import type { Lang } from '@kurye/contracts/errors';
import type { Role } from '@kurye/contracts/roles';
import { normalizeTurkishMobile } from '@kurye/contracts/tc-kimlik';
import type { z } from 'zod';
import { applications, carrierTypes, carriers, districts, provinces, stores, users, zones } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { likePattern, parseSort } from '../../lib/paging';
import { canSeeZone, zoneFilter, type AuthContext } from '../auth/auth.context';
import { writeAudit } from '../audit/audit.service';
import { personalView } from '../audit/personal-data';
import { createAccount, issueSetPasswordLink, sendAfterCommit, setPasswordMail, type OrgDeps } from '../users/accounts';
import { pointInPolygon } from '../zones/polygon';
import { turkishOrder } from '../../db/turkish-order';

const NO_ZONE = '00000000-0000-0000-0000-000000000000';

/** What an application keeps besides its e-mail address (jsonb `data`). */
export interface ApplicationData {
  name: string;
  surname: string;
  nationalIdentityNumber?: string;
  phone: string;
  provinceId?: number;
  districtId?: number;
  kvkkConsent?: boolean;
  carrierTypeId?: string;
  storeName?: string;
  address?: { line: string; point: { latitude: number; longitude: number } };
  /** Store sign-ups (`/api/auth/sign-up`) chose their password already. */
  passwordHash?: string;
  source?: string;
}

export interface ApplicationListQuery {
  page: number;
  size: number;
  sort: string;
  q?: string;
  kind?: ApplicationKind;
  status?: 'pending' | 'approved' | 'rejected';
  zoneId?: string;
}

const MESSAGES = {
  invalid: { tr: '{label} geçersiz', en: '{label} is invalid' },
  missing: { tr: '{label} gerekli', en: '{label} is required' },
  kvkk: { tr: 'KVKK aydınlatma metni onaylanmalı', en: 'The privacy (KVKK) notice must be accepted' },
  districtProvince: { tr: 'İlçe seçilen ile ait değil', en: 'The district is not in the chosen province' },
} as const;

const label = (path: string, lang: Lang) => {
  const entry = APPLICATION_FIELD_LABELS[path] ?? APPLICATION_FIELD_LABELS[path.split('.')[0]];
  return entry ? entry[lang] : path;
};
const fieldMessage = (path: string, kind: 'invalid' | 'missing', lang: Lang) =>
  path === 'kvkkConsent' ? MESSAGES.kvkk[lang] : MESSAGES[kind][lang].replace('{label}', label(path, lang));

/** Field errors of a failed parse as one readable list, in the caller's language, each field once. */
export function describeIssues(issues: z.core.$ZodIssue[], lang: Lang) {
  const seen = new Map<string, string>();
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || '-';
    const key = APPLICATION_FIELD_LABELS[path] ? path : path.split('.')[0];
    if (seen.has(label(key, lang))) continue;
    const missing = issue.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined;
    seen.set(label(key, lang), fieldMessage(key, missing ? 'missing' : 'invalid', lang));
  }
  return [...seen.values()].join('; ');
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

const nameSql = sql<string>`(${applications.data}->>'name') || ' ' || (${applications.data}->>'surname')`;
const phoneSql = sql<string>`${applications.data}->>'phone'`;

export function createApplicationsService(deps: OrgDeps) {
  const { db } = deps;

  /** Reference checks the schema cannot do: district in province, zone, carrier type. */
  async function referenceProblems(kind: ApplicationKind, body: CarrierApplicationBody | StoreApplicationBody, lang: Lang) {
    const problems: string[] = [];
    const [district] = await db.select({ provinceId: districts.provinceId }).from(districts).where(eq(districts.id, body.districtId));
    if (!district) problems.push(fieldMessage('districtId', 'invalid', lang));
    else if (district.provinceId !== body.provinceId) problems.push(MESSAGES.districtProvince[lang]);
    if (body.zoneId) {
      const [zone] = await db.select({ active: zones.active, provinceId: zones.provinceId }).from(zones).where(eq(zones.id, body.zoneId));
      if (!zone?.active) problems.push(fieldMessage('zoneId', 'invalid', lang));
    }
    if (kind === 'carrier') {
      const [type] = await db
        .select({ id: carrierTypes.id })
        .from(carrierTypes)
        .where(eq(carrierTypes.id, (body as CarrierApplicationBody).carrierTypeId));
      if (!type) problems.push(fieldMessage('carrierTypeId', 'invalid', lang));
    }
    return problems;
  }

  /** The active zone whose polygon holds the point, for a store that did not choose one. */
  async function zoneAt(latitude: number, longitude: number) {
    const rows = await db.select({ id: zones.id, polygon: zones.polygon }).from(zones).where(eq(zones.active, true));
    return rows.find((z) => pointInPolygon(longitude, latitude, z.polygon))?.id ?? null;
  }

  async function visibleRow(auth: AuthContext, id: string) {
    const [row] = await db.select().from(applications).where(eq(applications.id, id));
    if (!row || !canSeeApplication(auth, row.zoneId)) throw notFound();
    return row;
  }

  /** Zone operators see the applications of their zones; applications with no zone only roles that see all zones. */
  const canSeeApplication = (auth: AuthContext, zoneId: string | null) => auth.zones === 'all' || (zoneId !== null && canSeeZone(auth, zoneId));

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
      const data: ApplicationData = { ...rest, phone };
      try {
        return await db.transaction(async (tx) => {
          const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
          if (user) throw new AppError(409, 'email_taken');
          const [samePerson] = await tx
            .select({ id: applications.id })
            .from(applications)
            .where(
              and(
                eq(applications.status, 'pending'),
                or(
                  eq(applications.email, email),
                  and(eq(applications.kind, kind), sql`${applications.data}->>'nationalIdentityNumber' = ${body.nationalIdentityNumber}`),
                ),
              ),
            );
          if (samePerson) throw new AppError(409, 'application_exists');
          const [created] = await tx
            .insert(applications)
            .values({ kind, email, data: data as unknown as Record<string, unknown>, zoneId })
            .returning({ id: applications.id });
          await writeAudit(tx, { actorId: null, action: 'create', entity: 'application', entityId: created.id, after: { kind, zoneId, status: 'pending' } });
          return { id: created.id, status: 'pending' as const };
        });
      } catch (err) {
        // Two forms at once: the partial unique index on pending e-mails is the last guard.
        if (isUniqueViolation(err)) throw new AppError(409, 'application_exists');
        throw err;
      }
    },

    async list(auth: AuthContext, query: ApplicationListQuery) {
      const { page, size, sort, q, kind, status, zoneId } = query;
      const scope = zoneFilter(auth);
      const where: SQL[] = [];
      if (scope) where.push(inArray(applications.zoneId, scope.length ? [...scope] : [NO_ZONE]));
      if (kind) where.push(eq(applications.kind, kind));
      if (status) where.push(eq(applications.status, status));
      if (zoneId) where.push(eq(applications.zoneId, zoneId));
      if (q)
        where.push(
          or(ilike(applications.email, likePattern(q)), ilike(nameSql, likePattern(q)), ilike(sql`${applications.data}->>'storeName'`, likePattern(q)))!,
        );
      const { field, desc: descending } = parseSort(sort);
      const column = field === 'name' ? nameSql : applications.createdAt;
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            id: applications.id,
            kind: applications.kind,
            status: applications.status,
            name: nameSql,
            email: applications.email,
            phone: phoneSql,
            storeName: sql<string | null>`${applications.data}->>'storeName'`,
            zoneId: applications.zoneId,
            zoneName: zones.name,
            createdAt: applications.createdAt,
            decidedAt: applications.decidedAt,
          })
          .from(applications)
          .leftJoin(zones, eq(zones.id, applications.zoneId))
          .where(and(...where))
          .orderBy(field === 'name' ? turkishOrder(column, descending) : descending ? desc(column) : asc(column), asc(applications.id))
          .limit(size)
          .offset((page - 1) * size),
        db
          .select({ total: count() })
          .from(applications)
          .where(and(...where)),
      ]);
      const view = personalView(auth);
      return { items: rows.map((r) => ({ ...r, phone: view.phone(r.phone) ?? '' })), total, page, size };
    },

    async detail(auth: AuthContext, id: string) {
      const row = await visibleRow(auth, id);
      const data = row.data as unknown as ApplicationData;
      const [[province], [district], [type], [zone]] = await Promise.all([
        data.provinceId ? db.select({ name: provinces.name }).from(provinces).where(eq(provinces.id, data.provinceId)) : Promise.resolve([]),
        data.districtId ? db.select({ name: districts.name }).from(districts).where(eq(districts.id, data.districtId)) : Promise.resolve([]),
        data.carrierTypeId ? db.select({ name: carrierTypes.name }).from(carrierTypes).where(eq(carrierTypes.id, data.carrierTypeId)) : Promise.resolve([]),
        row.zoneId ? db.select({ name: zones.name }).from(zones).where(eq(zones.id, row.zoneId)) : Promise.resolve([]),
      ]);
      const view = personalView(auth);
      if (view.full) {
        await writeAudit(db, {
          actorId: auth.userId,
          action: 'view_personal',
          entity: 'application',
          entityId: id,
          after: { fields: ['phone', 'nationalIdentityNumber'] },
        });
      }
      return {
        id: row.id,
        kind: row.kind,
        status: row.status,
        email: row.email,
        name: data.name,
        surname: data.surname,
        nationalIdentityNumber: view.nationalId(data.nationalIdentityNumber),
        phone: view.phone(data.phone) ?? '',
        provinceId: data.provinceId ?? null,
        provinceName: (province as { name?: string } | undefined)?.name ?? null,
        districtId: data.districtId ?? null,
        districtName: (district as { name?: string } | undefined)?.name ?? null,
        carrierTypeId: data.carrierTypeId ?? null,
        carrierTypeName: (type as { name?: string } | undefined)?.name ?? null,
        storeName: data.storeName ?? null,
        address: data.address ?? null,
        kvkkConsent: data.kvkkConsent ?? false,
        source: data.source ?? 'form',
        zoneId: row.zoneId,
        zoneName: (zone as { name?: string } | undefined)?.name ?? null,
        createdAt: row.createdAt,
        decidedAt: row.decidedAt,
        decidedBy: row.decidedBy,
        rejectReason: row.rejectReason,
        userId: row.userId,
      };
    },

    /**
     * Creates the account and the store or courier in one transaction, exactly once: the application row is locked and
     * its status checked inside; the unique e-mail of users is the last guard. Mails a set-password link after commit.
     */
    async approve(auth: AuthContext, id: string, input: { zoneId?: string; address?: { line: string; point: { latitude: number; longitude: number } } }) {
      // Visibility first (outside the lock) so another zone's application answers 404 like a missing one.
      await visibleRow(auth, id);
      let mail: Parameters<typeof sendAfterCommit>[1] | undefined;
      let result: { userId: string; storeId: string | null; carrierId: string | null };
      const notes = deps.notifier?.batch();
      try {
        result = await db.transaction(async (tx) => {
          const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
          if (!row || !canSeeApplication(auth, row.zoneId)) throw notFound();
          if (row.status !== 'pending') throw new AppError(409, 'already_decided');
          const data = row.data as unknown as ApplicationData;
          const zoneId = row.zoneId ?? input.zoneId;
          if (!zoneId) throw new AppError(400, 'zone_required');
          if (!canSeeZone(auth, zoneId)) throw new AppError(400, 'validation_error', { fields: 'zoneId' });
          const [zone] = await tx.select({ id: zones.id }).from(zones).where(eq(zones.id, zoneId));
          if (!zone) throw new AppError(400, 'validation_error', { fields: 'zoneId' });
          const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, row.email));
          if (existing) throw new AppError(409, 'email_taken');

          const kind = row.kind as ApplicationKind;
          const fullName = `${data.name} ${data.surname}`;
          const role: Role = kind === 'carrier' ? 'Carrier' : 'Store';
          const userId = await createAccount(tx, { email: row.email, name: kind === 'store' && data.storeName ? data.storeName : fullName, roles: [role] });
          let storeId: string | null = null;
          let carrierId: string | null = null;
          if (kind === 'carrier') {
            if (!data.carrierTypeId) throw new AppError(400, 'validation_error', { fields: 'carrierTypeId' });
            const [c] = await tx
              .insert(carriers)
              .values({ userId, zoneId, carrierTypeId: data.carrierTypeId, phone: data.phone, nationalIdentityNumber: data.nationalIdentityNumber ?? null })
              .returning({ id: carriers.id });
            carrierId = c.id;
          } else {
            const address = data.address ?? input.address;
            if (!address) throw new AppError(400, 'location_required');
            const [s] = await tx
              .insert(stores)
              .values({
                userId,
                zoneId,
                name: data.storeName ?? fullName,
                phone: data.phone,
                nationalIdentityNumber: data.nationalIdentityNumber ?? null,
                districtId: data.districtId ?? null,
                address: address.line,
                latitude: address.point.latitude,
                longitude: address.point.longitude,
              })
              .returning({ id: stores.id });
            storeId = s.id;
          }
          if (data.passwordHash) {
            // A store sign-up chose its password: the account works at once.
            await tx.update(users).set({ passwordHash: data.passwordHash }).where(eq(users.id, userId));
            mail = {
              to: row.email,
              subject: 'Kurye Ofis başvurunuz onaylandı',
              text: `Merhaba ${fullName},\n\nBaşvurunuz onaylandı. Kayıt olurken belirlediğiniz şifre ile giriş yapabilirsiniz:\n${deps.publicUrl}/sign-in\n\nKurye Ofis`,
            };
          } else {
            const link = await issueSetPasswordLink(tx, deps, userId);
            mail = setPasswordMail(row.email, fullName, link, `Kurye Ofis ${kind === 'carrier' ? 'kurye' : 'işletme'} başvurunuz onaylandı.`);
          }
          await tx
            .update(applications)
            .set({ status: 'approved', decidedAt: deps.clock.now(), decidedBy: auth.userId, userId, zoneId })
            .where(eq(applications.id, id));
          await writeAudit(tx, {
            actorId: auth.userId,
            action: 'approve',
            entity: 'application',
            entityId: id,
            before: { status: 'pending' },
            after: { status: 'approved', userId, storeId, carrierId, zoneId },
          });
          // The applicant has an account only from now on: its feed opens with the decision.
          await notes?.write(tx, [
            {
              userId,
              kind: 'application_approved',
              title: 'Başvurunuz onaylandı',
              description:
                kind === 'carrier'
                  ? 'Kurye Ofis’e hoş geldiniz. Çevrimiçi olduğunuzda size teklif gelmeye başlar.'
                  : 'Kurye Ofis’e hoş geldiniz. Kontör yükleyip ilk kurye talebinizi oluşturabilirsiniz.',
              link: kind === 'carrier' ? '/courier' : '/store/packet',
              params: { kind },
            },
          ]);
          return { userId, storeId, carrierId };
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError(409, 'already_decided');
        throw err;
      }
      notes?.publish();
      if (mail) await sendAfterCommit(deps, mail);
      return { ...(await this.detail(auth, id)), ...result };
    },

    async reject(auth: AuthContext, id: string, reason: string) {
      await visibleRow(auth, id);
      const row = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
        if (!row || !canSeeApplication(auth, row.zoneId)) throw notFound();
        if (row.status !== 'pending') throw new AppError(409, 'already_decided');
        await tx
          .update(applications)
          .set({ status: 'rejected', decidedAt: deps.clock.now(), decidedBy: auth.userId, rejectReason: reason })
          .where(eq(applications.id, id));
        await writeAudit(tx, {
          actorId: auth.userId,
          action: 'reject',
          entity: 'application',
          entityId: id,
          before: { status: 'pending' },
          after: { status: 'rejected', reason },
        });
        return row;
      });
      const data = row.data as unknown as ApplicationData;
      await sendAfterCommit(deps, {
        to: row.email,
        subject: 'Kurye Ofis başvurunuz hakkında',
        text: `Merhaba ${data.name} ${data.surname},\n\nBaşvurunuz değerlendirildi ve maalesef onaylanmadı.\n\nGerekçe: ${reason}\n\nKurye Ofis`,
      });
      return this.detail(auth, id);
    },
  };
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>;
