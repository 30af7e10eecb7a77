import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activitiesPage, activitiesQuery, analyticsDashboard, dashboardQuery, financeDashboard, projectDashboard } from '@kurye/contracts/dashboards';
import { authOf, requireClaim } from '../../plugins/policy';
import { routeOptions } from '../../plugins/route-options';
import type { DashboardsService } from './dashboards.service';

const route = routeOptions(['dashboards']);

/** The operations dashboard (analytics and project), the finance dashboard and the activity feed (specification §7). */
export function dashboardRoutes(service: DashboardsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/dashboards/analytics',
      route.query(requireClaim('dashboards.read'), dashboardQuery, analyticsDashboard, {
        description:
          'Today against yesterday and the same weekday last week (requests by status, no-courier and acceptance rates, median stage times, on-time %) and demand against couriers online by hour over four weeks; from the report roll-ups, limited to the caller’s zones (a zone not theirs: 404).',
      }),
      (req) => service.analytics(authOf(req), req.query),
    );
    r.get(
      '/api/dashboards/project',
      route.query(requireClaim('dashboards.read'), dashboardQuery, projectDashboard, {
        description: 'The field now: couriers available, busy and on a break per zone, and the requests waiting longest for a courier or a pickup.',
      }),
      (req) => service.project(authOf(req), req.query),
    );
    r.get(
      '/api/dashboards/finance',
      route.answering(requireClaim('dashboards.finance'), financeDashboard, {
        description: 'Money at a glance: payables due, cash in the field, open payout batches, and by month for 12 months top-ups, charges, payouts and KDV.',
      }),
      () => service.finance(),
    );
    r.get(
      '/api/pages/activities',
      route.query(requireClaim('activities.read'), activitiesQuery, activitiesPage, {
        description:
          'What happened in the caller’s zones, newest first: requests left without a courier or cancelled, emergencies, decided applications, packet update requests, and (every-zone callers with `payments.read`) paid payout batches. Paged by `before`.',
      }),
      (req) => service.activities(authOf(req), req.query),
    );
  };
}
