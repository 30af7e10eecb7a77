import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { carrierIdParams, okResult } from '@kurye/contracts/common';
import {
  carrierKit,
  carrierLoansQuery,
  createProductBody,
  lendBody,
  loan,
  product,
  productIdQuery,
  productsPage,
  productsQuery,
  returnLoanBody,
  updateProductBody,
} from '@kurye/contracts/equipment';
import { authOf, requireClaim } from '../../plugins/policy';
import { routeOptions } from '../../plugins/route-options';
import type { EquipmentService } from './equipment.service';

const route = routeOptions(['equipment']);
const INVENTORY = '/api/apps/ecommerce/inventory';

/** Equipment lent to couriers: the inventory (§7 `api/apps/ecommerce/inventory/*`), lending and taking back. */
export function equipmentRoutes(service: EquipmentService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      `${INVENTORY}/products`,
      route.query(requireClaim('equipment.read'), productsQuery, productsPage, {
        description:
          'Equipment items, paged: `search` (name, SKU, barcode), `sort` (default name), `order` (default asc), `page` (default 1), `size` (default 10). A page beyond the last answers `products: null` with only `lastPage`.',
      }),
      (req) => service.products(req.query),
    );
    r.get(`${INVENTORY}/product`, route.query(requireClaim('equipment.read'), productIdQuery, product, { description: 'One equipment item.' }), (req) =>
      service.product(req.query.id),
    );
    r.post(
      `${INVENTORY}/product`,
      route.created(requireClaim('equipment.write'), createProductBody, product, { description: 'Adds an equipment item (SKU unique, stored upper case).' }),
      async (req, reply) => reply.status(201).send(await service.create(authOf(req), req.body)),
    );
    r.patch(
      `${INVENTORY}/product`,
      route.answering(requireClaim('equipment.write'), product, { body: updateProductBody, description: 'Changes an item: `{ id, product }`.' }),
      (req) => service.update(authOf(req), req.body),
    );
    r.delete(
      `${INVENTORY}/product`,
      route.query(requireClaim('equipment.write'), productIdQuery, okResult, {
        description: 'Deletes an item never lent (409 `product_on_loan` / `product_has_history` otherwise: make it inactive).',
      }),
      (req) => service.remove(authOf(req), req.query.id),
    );
    r.post(
      '/api/equipment/loans',
      route.created(requireClaim('equipment.write', { resource: { kind: 'carrier', body: 'carrierId' } }), lendBody, loan, {
        description:
          'Lends one unit to a courier: stock − 1, reserved + 1, and the item’s deposit posted from the courier’s payable to its deposits held (`equipment_deposit`).',
      }),
      async (req, reply) => reply.status(201).send(await service.lend(authOf(req), req.body)),
    );
    r.post(
      '/api/equipment/loans/:id/return',
      route.byId(requireClaim('equipment.write', { resource: { kind: 'equipmentLoan' } }), loan, {
        body: returnLoanBody,
        description:
          'Takes a lent item back. `returned`: the deposit goes back to the courier’s payable (`equipment_deposit_return`). `lost`/`damaged` with `charge` and `reason`: the deposit is released and the charge taken from the payable (`equipment_charge`).',
      }),
      (req) => service.close(authOf(req), req.params.id, req.body),
    );
    r.get(
      '/api/equipment/carriers/:carrierId/loans',
      route.with(requireClaim('equipment.read', { resource: { kind: 'carrier', param: 'carrierId' } }), {
        params: carrierIdParams,
        querystring: carrierLoansQuery,
        response: { 200: carrierKit },
        description: 'The courier’s kit (items held now, or `status=all` with the returned ones) and the deposits held in the ledger.',
      }),
      (req) => service.kit(req.params.carrierId, req.query),
    );
  };
}
