import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { EquipmentCategory, LoanStatus } from '@kurye/contracts/equipment';
import { users } from './identity';
import { carriers } from './organisation';
import { ledgerTransactions } from './ledger';
import { createdAtColumn, timestamptz, updatedAtColumn, uuidPrimaryKey, uuidReference } from './columns';

/** Equipment the company lends couriers: `stock` on the shelf, `reserved` out on loan; money in kuruş. */
export const equipmentProducts = pgTable(
  'equipment_products',
  {
    id: uuidPrimaryKey(),
    category: text('category').$type<EquipmentCategory>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sku: text('sku').notNull().unique(),
    barcode: text('barcode').notNull(),
    stock: integer('stock').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    cost: bigint('cost', { mode: 'number' }).notNull().default(0),
    deposit: bigint('deposit', { mode: 'number' }).notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [check('equipment_products_counts', sql`${t.stock} >= 0 and ${t.reserved} >= 0`)],
);

/** One item lent to a courier, and how it came back; each movement of its deposit is a ledger transaction. */
export const equipmentLoans = pgTable(
  'equipment_loans',
  {
    id: uuidPrimaryKey(),
    productId: uuidReference('product_id', () => equipmentProducts.id),
    carrierId: uuidReference('carrier_id', () => carriers.id),
    status: text('status').$type<LoanStatus>().notNull().default('lent'),
    deposit: bigint('deposit', { mode: 'number' }).notNull(),
    charge: bigint('charge', { mode: 'number' }).notNull().default(0),
    reason: text('reason'),
    lentAt: createdAtColumn(),
    lentBy: uuid('lent_by').references(() => users.id),
    lendTransactionId: uuid('lend_transaction_id').references(() => ledgerTransactions.id),
    closedAt: timestamptz('closed_at'),
    closedBy: uuid('closed_by').references(() => users.id),
    closeTransactionId: uuid('close_transaction_id').references(() => ledgerTransactions.id),
  },
  (t) => [index('equipment_loans_carrier_idx').on(t.carrierId, t.status), index('equipment_loans_product_idx').on(t.productId, t.status)],
);
