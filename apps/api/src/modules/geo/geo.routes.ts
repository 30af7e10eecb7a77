import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { geoSearchQuery, geoSearchResults } from '@kurye/contracts/geo';
import { signedIn } from '../../plugins/policy';
import { routeOptions } from '../../plugins/route-options';
import type { GeoSearchService } from './geo-search.service';

const route = routeOptions(['geo']);

/** Street search for every signed-in user (office, stores, couriers): where people type an address. */
export function geoRoutes(search: GeoSearchService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/geo/search',
      route.query(signedIn, geoSearchQuery, geoSearchResults, {
        description:
          'Streets, neighbourhoods, places and POIs of the street map by name (Turkish letters and case folded; cad., sk., mah., bulv. understood; a typo or two), best first and nearer to `near` (latitude,longitude) first. 404 `map_not_configured` without a street map; 503 `geo_index_building` while the index is built after the first start.',
      }),
      (req) => search.search({ q: req.query.q, near: req.query.near, limit: req.query.limit }),
    );
  };
}
