import { LEDGER_KIND } from '@kurye/contracts/ledger';
import { count, eq, sql } from 'drizzle-orm';
import type { Role } from '@kurye/contracts/roles';
import type { Db, Tx } from '../client';
import { carrierBankAccounts, carrierTypes, carriers, districts, jokerAssignments, jokerStations, stores, userRoles, userZones, users, zones } from '../schema';
import { hashPassword } from '../../modules/auth/passwords';
import { seedFollowUps } from './follow-ups';
import { BANK_ACCOUNT, postTransaction, storeAccount } from '../../modules/ledger/ledger.service';
import {
  DEMO_ACCOUNT_CARRIER_KEY,
  DEMO_ACCOUNT_STORE_KEY,
  DEMO_CARRIERS,
  DEMO_CARRIER_TYPES,
  DEMO_OPERATOR_ZONE_KEYS,
  DEMO_STATIONS,
  DEMO_STORES,
  DEMO_ZONES,
} from './demo-data';
import { seedAcademyAndEquipment } from './academy-and-equipment';

export const DEMO_PASSWORD = 'Demo.1234';
const ISTANBUL = 34;

export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@kuryeofis.test', name: 'Ayşe Yönetici', role: 'Admin' },
  operator: { email: 'operator@kuryeofis.test', name: 'Mehmet Operatör', role: 'ZoneOperator' },
  chief: { email: 'sef@kuryeofis.test', name: 'Hasan Şef', role: 'ChiefCarrier' },
  accountant: { email: 'muhasebe@kuryeofis.test', name: 'Elif Muhasebe', role: 'Accountant' },
  store: { email: 'isletme@kuryeofis.test', name: 'İşletme Demo', role: 'Store' },
  carrier: { email: 'kurye@kuryeofis.test', name: 'Kurye Demo', role: 'Carrier' },
} as const satisfies Record<string, { email: string; name: string; role: Role }>;

async function createUser(tx: Tx, passwordHash: string, email: string, name: string, role: Role) {
  const [user] = await tx.insert(users).values({ email, name, passwordHash }).returning({ id: users.id });
  await tx.insert(userRoles).values({ userId: user.id, roleCode: role, position: 0 });
  return user.id;
}

/**
 * Istanbul zones, carrier types, stores with opening credit, couriers, joker stations and the demo accounts — written
 * once, into a database that has no zones yet. Returns false when there was nothing to do.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(zones);
  if (n > 0) return false;
  // One hash for every demo account: they share the published demo password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return db.transaction(async (tx) => {
    // Two processes starting together on one PostgreSQL database: the second waits, then finds the data there.
    await tx.execute(sql`select pg_advisory_xact_lock(7210402)`);
    const [{ n: again }] = await tx.select({ n: count() }).from(zones);
    if (again > 0) return false;
    const zoneIds = new Map<string, string>();
    for (const zone of DEMO_ZONES) {
      const [row] = await tx.insert(zones).values({ name: zone.name, provinceId: ISTANBUL, polygon: zone.polygon }).returning({ id: zones.id });
      zoneIds.set(zone.key, row.id);
    }
    const typeRows = await tx.insert(carrierTypes).values(DEMO_CARRIER_TYPES).onConflictDoNothing().returning();
    const typeIds = new Map((typeRows.length ? typeRows : await tx.select().from(carrierTypes)).map((t) => [t.code, t.id]));
    const districtRows = await tx.select().from(districts).where(eq(districts.provinceId, ISTANBUL));
    const districtIds = new Map(districtRows.map((d) => [d.name, d.id]));

    for (const store of DEMO_STORES) {
      const isDemo = store.key === DEMO_ACCOUNT_STORE_KEY;
      const email = isDemo ? DEMO_ACCOUNTS.store.email : store.email;
      const userId = await createUser(tx, passwordHash, email, isDemo ? store.name : `${store.ownerName} ${store.ownerSurname}`, 'Store');
      const [row] = await tx
        .insert(stores)
        .values({
          userId,
          zoneId: zoneIds.get(store.zoneKey)!,
          name: store.name,
          phone: store.phone,
          districtId: districtIds.get(store.districtName) ?? null,
          taxOffice: store.taxOffice,
          taxNumber: store.taxNumber,
          address: store.address,
          latitude: store.latitude,
          longitude: store.longitude,
        })
        .returning({ id: stores.id });
      await postTransaction(tx, {
        kind: LEDGER_KIND.openingCredit,
        description: 'Açılış bakiyesi',
        idempotencyKey: `seed:opening-credit:${row.id}`,
        postings: [
          { ...storeAccount(row.id), amount: store.openingCreditKurus },
          { ...BANK_ACCOUNT, amount: -store.openingCreditKurus },
        ],
      });
    }

    const carrierIds: string[] = [];
    for (const carrier of DEMO_CARRIERS) {
      const isDemo = carrier.key === DEMO_ACCOUNT_CARRIER_KEY;
      const email = isDemo ? DEMO_ACCOUNTS.carrier.email : carrier.email;
      const userId = await createUser(tx, passwordHash, email, `${carrier.name} ${carrier.surname}`, 'Carrier');
      const [row] = await tx
        .insert(carriers)
        .values({
          userId,
          zoneId: zoneIds.get(carrier.zoneKey)!,
          carrierTypeId: typeIds.get(carrier.carrierTypeCode)!,
          phone: carrier.phone,
          isJoker: carrier.isJoker,
        })
        .returning({ id: carriers.id });
      await tx.insert(carrierBankAccounts).values({ carrierId: row.id, iban: carrier.iban });
      carrierIds.push(row.id);
    }
    await seedAcademyAndEquipment(tx, carrierIds, new Date());

    // Each zone's joker waits at the zone's first station.
    const firstStation = new Map<string, string>();
    for (const station of DEMO_STATIONS) {
      const [row] = await tx
        .insert(jokerStations)
        .values({ zoneId: zoneIds.get(station.zoneKey)!, name: station.name, latitude: station.latitude, longitude: station.longitude })
        .returning({ id: jokerStations.id });
      if (!firstStation.has(station.zoneKey)) firstStation.set(station.zoneKey, row.id);
    }
    const jokers = DEMO_CARRIERS.flatMap((c, i) => (c.isJoker ? [{ carrierId: carrierIds[i], stationId: firstStation.get(c.zoneKey)! }] : []));
    if (jokers.length) await tx.insert(jokerAssignments).values(jokers);

    for (const account of [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.operator, DEMO_ACCOUNTS.chief, DEMO_ACCOUNTS.accountant]) {
      const userId = await createUser(tx, passwordHash, account.email, account.name, account.role);
      if (account.role === 'ZoneOperator' || account.role === 'ChiefCarrier') {
        await tx.insert(userZones).values(DEMO_OPERATOR_ZONE_KEYS.map((key) => ({ userId, zoneId: zoneIds.get(key)! })));
      }
    }
    await seedFollowUps(tx, new Date(), DEMO_ACCOUNTS.chief.email);
    return true;
  });
}
