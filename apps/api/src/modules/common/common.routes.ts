import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { updateUserBody, userSchema } from '@kurye/contracts/auth';
import { NAVIGATION, filterNavigation, type NavigationResponse } from '@kurye/contracts/navigation';
import { authOf, signedIn } from '../../plugins/policy';
import type { AuthService } from '../auth/auth.service';

const tags = ['common'];
const navigationItem: z.ZodType = z.lazy(() =>
  z.object({
    id: z.string(),
    title: z.string().optional(),
    type: z.string(),
    icon: z.string().optional(),
    link: z.string().optional(),
    externalLink: z.boolean().optional(),
    target: z.string().optional(),
    disabled: z.boolean().optional(),
    hidden: z.boolean().optional(),
    meta: z.object({ claim: z.string().optional() }).optional(),
    children: z.array(navigationItem).optional(),
  }),
);

export function commonRoutes(auth: AuthService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/api/common/user', { config: signedIn, schema: { tags, response: { 200: userSchema } } }, (req) => auth.currentUser(authOf(req)));

    r.patch('/api/common/user', { config: signedIn, schema: { tags, body: updateUserBody, response: { 200: userSchema } } }, (req) =>
      auth.updateCurrentUser(authOf(req), req.body.user),
    );

    r.get(
      '/api/common/navigation',
      {
        config: signedIn,
        schema: {
          tags,
          description: "The menu of the caller's first role, filtered by the caller's claims.",
          response: {
            200: z.object({
              compact: z.array(navigationItem),
              default: z.array(navigationItem),
              futuristic: z.array(navigationItem),
              horizontal: z.array(navigationItem),
            }),
          },
        },
      },
      async (req): Promise<NavigationResponse> => {
        const caller = authOf(req);
        const firstRole = caller.roles[0];
        const items = firstRole ? filterNavigation(NAVIGATION[firstRole], caller.claims) : [];
        return { compact: items, default: items, futuristic: items, horizontal: items };
      },
    );
  };
}
