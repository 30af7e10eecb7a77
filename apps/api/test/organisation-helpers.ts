import type { FastifyInstance } from 'fastify';
import { KADIKOY_STORE } from './delivery-helpers';
import { bearer } from './test-app';

/** A valid T.C. kimlik no from nine leading digits (the first not 0). */
export function validTc(nine: string) {
  const d = [...nine].map(Number);
  const tenth = ((((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10) + 10) % 10;
  const eleventh = (d.reduce((a, b) => a + b, 0) + tenth) % 10;
  return `${nine}${tenth}${eleventh}`;
}

let counter = 0;
/** A different valid applicant each call. */
export function applicant(overrides: Record<string, unknown> = {}) {
  counter++;
  const n = String(100000000 + counter * 7919 + Math.floor(Math.random() * 1000)).slice(0, 9);
  return {
    name: 'Ahmet',
    surname: 'Yılmaz',
    nationalIdentityNumber: validTc(n),
    phone: `0532 ${1000000 + counter}`,
    email: `basvuru${counter}-${Math.random().toString(36).slice(2, 8)}@ornek.test`,
    provinceId: 34,
    districtId: 0,
    kvkkConsent: true,
    ...overrides,
  };
}

export interface Reference {
  kadikoyDistrictId: number;
  ankaraDistrictId: number;
  carrierTypeId: string;
  zones: { id: string; name: string }[];
  operatorZoneIds: string[];
  kadikoyZoneId: string;
  foreignZoneId: string;
}

export async function loadReference(app: FastifyInstance, adminToken: string, operatorToken: string): Promise<Reference> {
  const districts = (await app.inject({ method: 'GET', url: '/api/geo/provinces/34/districts' })).json() as { id: number; name: string }[];
  const ankara = (await app.inject({ method: 'GET', url: '/api/geo/provinces/6/districts' })).json() as { id: number; name: string }[];
  const types = (await app.inject({ method: 'GET', url: '/api/carrier-types' })).json() as { id: string }[];
  const zones = (await app.inject({ method: 'GET', url: '/api/zones?size=100', headers: bearer(adminToken) })).json().items as { id: string; name: string }[];
  const operator = (await app.inject({ method: 'GET', url: '/api/common/user', headers: bearer(operatorToken) })).json();
  const kadikoyZoneId = zones.find((z) => z.name === 'Kadıköy')!.id;
  return {
    kadikoyDistrictId: districts.find((d) => d.name === 'Kadıköy')!.id,
    ankaraDistrictId: ankara[0].id,
    carrierTypeId: types[0].id,
    zones,
    operatorZoneIds: operator.zoneIds,
    kadikoyZoneId,
    foreignZoneId: zones.find((z) => !operator.zoneIds.includes(z.id))!.id,
  };
}

export const carrierForm = (ref: Reference, overrides: Record<string, unknown> = {}) =>
  applicant({ districtId: ref.kadikoyDistrictId, carrierTypeId: ref.carrierTypeId, zoneId: ref.kadikoyZoneId, ...overrides });

export const storeForm = (ref: Reference, overrides: Record<string, unknown> = {}) =>
  applicant({
    districtId: ref.kadikoyDistrictId,
    storeName: 'Yeni Lokanta',
    address: { line: 'Caferağa Mah. Moda Cad. No: 10, Kadıköy', point: { latitude: KADIKOY_STORE.latitude, longitude: KADIKOY_STORE.longitude } },
    ...overrides,
  });
