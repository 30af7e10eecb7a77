import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { updateUserBody, userSchema } from '@kurye/contracts/auth';
import { NAVIGATION, filterNavigation, navigationResponseSchema, type NavigationResponse } from '@kurye/contracts/navigation';
import { authOf, signedIn } from '../../plugins/policy';
import { routeOptions } from '../../plugins/route-options';
import type { AuthService } from '../auth/auth.service';

const route = routeOptions(['common']);

/** The signed-in caller's own account and menu. */
export function commonRoutes(auth: AuthService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/api/common/user', route.answering(signedIn, userSchema), (req) => auth.currentUser(authOf(req)));
    r.patch('/api/common/user', route.answering(signedIn, userSchema, { body: updateUserBody }), (req) => auth.updateCurrentUser(authOf(req), req.body.user));
    r.get(
      '/api/common/navigation',
      route.answering(signedIn, navigationResponseSchema, { description: "The menu of the caller's first role, filtered by the caller's claims." }),
      async (req): Promise<NavigationResponse> => {
        const caller = authOf(req);
        const firstRole = caller.roles[0];
        const items = firstRole ? filterNavigation(NAVIGATION[firstRole], caller.claims) : [];
        return { compact: items, default: items, futuristic: items, horizontal: items };
      },
    );
  };
}
