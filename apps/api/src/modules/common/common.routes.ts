import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AVATAR_MAX_BYTES, updateUserBody, userSchema } from '@kurye/contracts/auth';
import { idParams } from '@kurye/contracts/common';
import { AppError } from '../../lib/errors';
import { acceptUploads, readUpload } from '../../lib/read-upload';
import { NAVIGATION, filterNavigation, navigationResponseSchema, type NavigationResponse } from '@kurye/contracts/navigation';
import { authOf, publicRoute, signedIn } from '../../plugins/policy';
import { routeOptions } from '../../plugins/route-options';
import type { AuthService } from '../auth/auth.service';

const route = routeOptions(['common']);

/** The signed-in caller's own account, picture and menu. */
export function commonRoutes(auth: AuthService) {
  return async (app: FastifyInstance) => {
    await acceptUploads(app);
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/api/common/user', route.answering(signedIn, userSchema), (req) => auth.currentUser(authOf(req)));
    r.patch('/api/common/user', route.answering(signedIn, userSchema, { body: updateUserBody }), (req) => auth.updateCurrentUser(authOf(req), req.body.user));
    r.post(
      '/api/common/user/avatar',
      route.answering(signedIn, userSchema, {
        description: `multipart/form-data: one \`file\` (JPG, PNG or WEBP, at most ${AVATAR_MAX_BYTES / 1024 / 1024} MB, its type read from its bytes) becomes the caller's picture; the one before it is deleted. Removing it: PATCH /api/common/user with \`avatar: null\`.`,
      }),
      async (req) => auth.uploadAvatar(authOf(req), (await readUpload(req, AVATAR_MAX_BYTES)).file),
    );
    r.get(
      '/api/avatars/:id',
      route.with(publicRoute, {
        params: idParams,
        description: 'A profile picture. Public like any picture on a page (an <img> sends no token); its id is random and never listed.',
      }),
      async (req, reply) => {
        const file = await auth.avatarFile(req.params.id);
        if (!file) throw new AppError(404, 'not_found');
        return reply
          .type(file.type)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(file.bytes);
      },
    );
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
