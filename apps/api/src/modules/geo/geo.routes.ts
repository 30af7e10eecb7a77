import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { geoSearchQuery, geoSearchResults } from '@kurye/contracts/geo';
import { publicRoute, signedIn } from '../../plugins/policy';
import { routeOptions } from '../../plugins/route-options';
import type { GeoSearchService } from './geo-search.service';
import type { PlaceSearch } from './place-index';

const route = routeOptions(['geo']);

/** Street search for every signed-in user (office, stores, couriers) and, limited, for applicants: where people type an address. */
export function geoRoutes(search: GeoSearchService) {
  const answer = (req: { query: PlaceSearch }) => search.search(req.query);
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/geo/search',
      route.query(signedIn, geoSearchQuery, geoSearchResults, {
        description:
          'Streets, neighbourhoods, places and POIs of the street map by name (Turkish letters and case folded; cad., sk., mah., bulv. understood; a typo or two), best first and nearer to `near` (latitude,longitude) first. 404 `map_not_configured` without a street map; 503 `geo_index_building` while the index is built after the first start.',
      }),
      answer,
    );
    // The store application's map: the applicant has no account yet. The same search, limited per address.
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/geo/search/public',
      {
        ...route.query(publicRoute, geoSearchQuery, geoSearchResults, {
          security: [],
          description: 'The same street search for the public store application form, without signing in (rate-limited per address).',
        }),
        onRequest: app.limits.publicPlaceSearch,
      },
      answer,
    );
  };
}
