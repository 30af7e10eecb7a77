import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../mail/mailer';
import type { Notifier } from '../notifications/notifier';

/** What the application forms and their review need from the app. */
export interface ApplicationsDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** Writes the new account's notification feed. */
  notifier?: Notifier;
}

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
  taxOffice?: string;
  taxNumber?: string;
  address?: { line: string; point: { latitude: number; longitude: number } };
  /** Store sign-ups (`/api/auth/sign-up`) chose their password already. */
  passwordHash?: string;
  source?: string;
}
