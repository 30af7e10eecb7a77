import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { roadRoute, roadRouteQuery } from '@kurye/contracts/roads';
import { signedIn } from '../../plugins/policy';
import { routeOptions } from '../../plugins/route-options';
import type { RoadRoutesService } from './road-routes.service';

const route = routeOptions(['geo']);

export function roadsRoutes(service: RoadRoutesService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/geo/route',
      route.query(signedIn, roadRouteQuery, roadRoute, {
        description:
          'The fastest drive between two points (`lat,lng`), each placed on its nearest street within 300 m: metres, seconds and the line. ' +
          'Without street data (or while the road network is being built) the straight line × the configured factor, `kind: straight`.',
      }),
      (req) => {
        const [fromLat, fromLng] = req.query.from;
        const [toLat, toLng] = req.query.to;
        return service.route({ latitude: fromLat, longitude: fromLng }, { latitude: toLat, longitude: toLng });
      },
    );
  };
}
