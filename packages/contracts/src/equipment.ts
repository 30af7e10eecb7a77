import { z } from 'zod';
import { kurus } from './ledger';
import { pageOf, type Wire } from './paging';

/**
 * Equipment the company lends its couriers (specification §4 "Product", §7 `api/apps/ecommerce/inventory/*`): bags,
 * helmets, card readers… `stock` is what is on the shelf, `reserved` what is out on loan. Lending takes the item's
 * deposit out of the courier's earnings; taking it back returns the deposit; a lost or damaged item is charged.
 */
export const EQUIPMENT_CATEGORIES = ['bag', 'helmet', 'pos', 'phone-holder', 'raincoat', 'other'] as const;
export type EquipmentCategory = (typeof EQUIPMENT_CATEGORIES)[number];

export const product = z.object({
  id: z.string(),
  category: z.enum(EQUIPMENT_CATEGORIES),
  name: z.string(),
  description: z.string(),
  sku: z.string(),
  barcode: z.string(),
  stock: z.number().int(),
  reserved: z.number().int(),
  /** What the company paid for one (kuruş). */
  cost: kurus,
  /** Taken from the courier's earnings while the item is on loan (kuruş). */
  deposit: kurus,
  active: z.boolean(),
  updatedAt: z.date(),
});
export type Product = Wire<z.infer<typeof product>>;

export const PRODUCT_SORTS = ['name', 'sku', 'category', 'stock', 'reserved', 'cost', 'deposit'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** §7: `search`, `sort` (default name), `order` (default asc), `page` (default 1), `size` (default 10). */
export const productsQuery = z.object({
  search: z.string().trim().max(100).optional(),
  sort: z.enum(PRODUCT_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
export type ProductsQuery = z.input<typeof productsQuery>;
/** §7's pagination; a page beyond the last answers `products: null` and only `lastPage`. */
export const inventoryPagination = z.object({
  length: z.number().int().optional(),
  size: z.number().int().optional(),
  page: z.number().int().optional(),
  lastPage: z.number().int(),
  startIndex: z.number().int().optional(),
  endIndex: z.number().int().optional(),
});
export const productsPage = z.object({ products: z.array(product).nullable(), pagination: inventoryPagination });
export type ProductsPage = Wire<z.infer<typeof productsPage>>;

export const productIdQuery = z.object({ id: z.uuid() });

const productFields = z.object({
  category: z.enum(EQUIPMENT_CATEGORIES),
  name: z.string().trim().min(2).max(120),
  description: z.string().trim().max(1000).default(''),
  sku: z
    .string()
    .trim()
    .min(2)
    .max(40)
    .regex(/^[A-Za-z0-9-]+$/),
  barcode: z
    .string()
    .trim()
    .regex(/^[0-9]{8,14}$/),
  stock: z.number().int().min(0).max(100_000),
  cost: z.number().int().min(0).max(10_000_000),
  deposit: z.number().int().min(0).max(10_000_000),
  active: z.boolean().default(true),
});
export const createProductBody = productFields;
export type CreateProductBody = z.input<typeof createProductBody>;
/** §7: `PATCH product { id, product }`. */
export const updateProductBody = z.object({
  id: z.uuid(),
  product: productFields.partial().refine((p) => Object.values(p).some((v) => v !== undefined), { error: 'nothing to change' }),
});
export type UpdateProductBody = z.input<typeof updateProductBody>;

// ---- Loans
export const LOAN_STATUSES = ['lent', 'returned', 'lost', 'damaged'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];
export const loan = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  sku: z.string(),
  carrierId: z.string(),
  carrierName: z.string(),
  status: z.enum(LOAN_STATUSES),
  deposit: kurus,
  /** What a lost or damaged item cost the courier (kuruş). */
  charge: kurus,
  reason: z.string().nullable(),
  lentAt: z.date(),
  closedAt: z.date().nullable(),
});
export type Loan = Wire<z.infer<typeof loan>>;
export const lendBody = z.object({ productId: z.uuid(), carrierId: z.uuid() });
export type LendBody = z.infer<typeof lendBody>;
/** Taking an item back: returned (deposit back), or lost/damaged with the charge and its reason. */
export const returnLoanBody = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('returned') }),
  z.object({ outcome: z.enum(['lost', 'damaged']), charge: z.number().int().min(0).max(10_000_000), reason: z.string().trim().min(3).max(300) }),
]);
export type ReturnLoanBody = z.infer<typeof returnLoanBody>;
export const carrierLoansQuery = z.object({
  status: z.enum(['open', 'all']).default('open'),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const carrierKit = pageOf(loan).extend({ depositHeld: kurus.describe('deposits of the items the courier holds now') });
export type CarrierKit = Wire<z.infer<typeof carrierKit>>;
