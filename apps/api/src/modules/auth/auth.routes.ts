import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authDone,
  authResponse,
  changePasswordBody,
  forgotPasswordBody,
  resetPasswordBody,
  signInBody,
  signInWithTokenBody,
  signUpBody,
  type SignInBody,
} from '@kurye/contracts/auth';
import { languageOf } from '../../lib/language';
import { authOf, publicRoute, signedIn } from '../../plugins/policy';
import type { AuthService } from './auth.service';

const tags = ['auth'];
const DEVICE_COOKIE = 'ko_device';

export function authRoutes(auth: AuthService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    /** Sign-in, remembering this browser as a known device of the address (see `deviceMarks`). */
    const signIn = async (req: FastifyRequest<{ Body: SignInBody }>, reply: FastifyReply) => {
      const { response, deviceMark } = await auth.signIn(req.body.email, req.body.password, req.ip, req.cookies[DEVICE_COOKIE]);
      reply.setCookie(DEVICE_COOKIE, deviceMark, {
        path: '/api/auth',
        httpOnly: true,
        sameSite: 'strict',
        secure: req.protocol === 'https',
        maxAge: 365 * 24 * 3600,
      });
      return response;
    };
    r.post('/api/auth/sign-in', { config: publicRoute, schema: { tags, body: signInBody, response: { 200: authResponse } } }, signIn);
    r.post('/api/auth/unlock-session', { config: publicRoute, schema: { tags, body: signInBody, response: { 200: authResponse } } }, signIn);
    r.post('/api/auth/sign-in-with-token', { config: publicRoute, schema: { tags, body: signInWithTokenBody, response: { 200: authResponse } } }, (req) =>
      auth.signInWithToken(req.body.accessToken),
    );
    r.post(
      '/api/auth/sign-up',
      { config: publicRoute, onRequest: app.limits.publicForm, schema: { tags, body: signUpBody, response: { 200: authDone } } },
      async (req) => {
        await auth.signUp(req.body);
        return true as const;
      },
    );
    r.post(
      '/api/auth/forgot-password',
      { config: publicRoute, onRequest: app.limits.passwordMail, schema: { tags, body: forgotPasswordBody, response: { 200: authDone } } },
      async (req) => {
        await auth.forgotPassword(req.body.email, languageOf(req.headers['accept-language']));
        return true as const;
      },
    );
    r.post('/api/auth/reset-password', { config: publicRoute, schema: { tags, body: resetPasswordBody, response: { 200: authDone } } }, async (req) => {
      await auth.resetPassword(req.body.token, req.body.password);
      return true as const;
    });
    r.post('/api/auth/change-password', { config: signedIn, schema: { tags, body: changePasswordBody, response: { 200: authResponse } } }, (req) =>
      auth.changePassword(authOf(req), req.body.currentPassword, req.body.newPassword),
    );
    r.post('/api/auth/sign-out', { config: signedIn, schema: { tags, response: { 200: authDone } } }, async (req) => {
      await auth.signOut(authOf(req));
      return true as const;
    });
  };
}
