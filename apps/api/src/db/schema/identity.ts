import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { Role, UserStatus, ZoneScope } from '@kurye/contracts/roles';
import { zones } from './geography';
import { createdAtColumn, timestamptz, uuidPrimaryKey, uuidReference } from './columns';

export const roles = pgTable('roles', {
  code: text('code').primaryKey(),
  nameTr: text('name_tr').notNull(),
  nameEn: text('name_en').notNull(),
  zoneScope: text('zone_scope').$type<ZoneScope>().notNull(),
});

export const claims = pgTable('claims', {
  name: text('name').primaryKey(),
});

export const roleClaims = pgTable(
  'role_claims',
  {
    roleCode: text('role_code')
      .notNull()
      .references(() => roles.code, { onDelete: 'cascade' }),
    claim: text('claim')
      .notNull()
      .references(() => claims.name, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleCode, t.claim] })],
);

export const users = pgTable('users', {
  id: uuidPrimaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull(),
  avatar: text('avatar'),
  status: text('status').$type<UserStatus>().notNull().default('online'),
  active: boolean('active').notNull().default(true),
  passwordChangedAt: timestamptz('password_changed_at').notNull().defaultNow(),
  createdAt: createdAtColumn(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuidReference('user_id', () => users.id, 'cascade'),
    roleCode: text('role_code')
      .$type<Role>()
      .notNull()
      .references(() => roles.code),
    /** 0 is the first role, the one that decides the user's area. */
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleCode] })],
);

export const userZones = pgTable(
  'user_zones',
  {
    userId: uuidReference('user_id', () => users.id, 'cascade'),
    zoneId: uuidReference('zone_id', () => zones.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.zoneId] })],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuidPrimaryKey(),
    userId: uuidReference('user_id', () => users.id, 'cascade'),
    createdAt: createdAtColumn(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: uuidPrimaryKey(),
  userId: uuidReference('user_id', () => users.id, 'cascade'),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  createdAt: createdAtColumn(),
});
