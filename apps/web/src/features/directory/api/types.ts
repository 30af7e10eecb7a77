import type { CarrierStatus } from '@kurye/contracts/delivery';
import type { ApplicationKind, ApplicationStatus } from '@kurye/contracts/applications';

/** A page of a list call: every list of the API answers this shape. */
export interface ListParams {
  page: number;
  size: number;
  sort?: string;
  q?: string;
}

export interface StoreRow {
  id: string;
  name: string;
  phone: string;
  zoneId: string;
  zoneName: string;
  active: boolean;
  /** kuruş */
  balance: number;
  createdAt: string;
}

export interface StoreLedgerEntry {
  transactionId: string;
  kind: string;
  description: string;
  amount: number;
  createdAt: string;
}

export interface StoreRecentRequest {
  id: string;
  number: number;
  status: string;
  packetCount: number;
  estimatedFee: number;
  createdAt: string;
}

export interface StoreDetail extends StoreRow {
  address: string;
  districtId: number | null;
  districtName: string | null;
  latitude: number;
  longitude: number;
  nationalIdentityNumber: string | null;
  userId: string | null;
  ownerName: string | null;
  email: string | null;
  recentLedger: StoreLedgerEntry[];
  recentRequests: StoreRecentRequest[];
}

export interface StoreListParams extends ListParams {
  zoneId?: string;
  active?: 'true' | 'false';
}

export interface CarrierRow {
  id: string;
  userId: string;
  name: string;
  email: string;
  phone: string;
  zoneId: string;
  zoneName: string;
  carrierTypeId: string;
  carrierTypeName: string;
  isJoker: boolean;
  /** false: suspended */
  active: boolean;
  status: CarrierStatus;
  createdAt: string;
}

export interface CarrierDetail extends CarrierRow {
  nationalIdentityNumber: string | null;
  load: number;
  lastPosition: { latitude: number; longitude: number; at: string | null } | null;
  today: { deliveries: number; earnings: number; requests: number };
}

export interface CarrierListParams extends ListParams {
  zoneId?: string;
  carrierTypeId?: string;
  active?: 'true' | 'false';
  isJoker?: 'true' | 'false';
}

export interface ApplicationRow {
  id: string;
  kind: ApplicationKind;
  status: ApplicationStatus;
  name: string;
  email: string;
  phone: string;
  storeName: string | null;
  zoneId: string | null;
  zoneName: string | null;
  createdAt: string;
  decidedAt: string | null;
}

export interface ApplicationDetail {
  id: string;
  kind: ApplicationKind;
  status: ApplicationStatus;
  email: string;
  name: string;
  surname: string;
  nationalIdentityNumber: string | null;
  phone: string;
  provinceId: number | null;
  provinceName: string | null;
  districtId: number | null;
  districtName: string | null;
  carrierTypeId: string | null;
  carrierTypeName: string | null;
  storeName: string | null;
  address: { line: string; point: { latitude: number; longitude: number } } | null;
  kvkkConsent: boolean;
  source: string;
  zoneId: string | null;
  zoneName: string | null;
  createdAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  rejectReason: string | null;
  userId: string | null;
}

export interface ApplicationListParams extends ListParams {
  kind: ApplicationKind;
  status?: ApplicationStatus;
  zoneId?: string;
}

export interface ZoneOption {
  id: string;
  name: string;
  provinceId: number;
  provinceName: string;
  active: boolean;
}
