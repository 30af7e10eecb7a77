import { normalizeTurkishMobile } from './tc-kimlik';
import { z } from 'zod';
import { ROLES, USER_STATUSES } from './roles';
import { patchBody } from './common';

/** Password rule shared by sign-up, reset and change: at least 8 characters with a letter and a digit. */
export const passwordSchema = z
  .string()
  .min(8)
  .max(128)
  .regex(/[A-Za-zÇĞİÖŞÜçğıöşü]/)
  .regex(/\d/);

export const emailSchema = z.string().trim().toLowerCase().email().max(254);

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  roles: z.array(z.enum(ROLES)),
  permissions: z.array(z.string()),
  zoneIds: z.array(z.string()),
  metadata: z.object({ name: z.string() }),
});
export type User = z.infer<typeof userSchema>;

export const signInBody = z.object({ email: emailSchema, password: z.string().min(1).max(128) });
export type SignInBody = z.infer<typeof signInBody>;
export const signInWithTokenBody = z.object({ accessToken: z.string().min(1).max(4096) });
export const authResponse = z.object({ user: userSchema, accessToken: z.string(), tokenType: z.literal('bearer') });
export type AuthResponse = z.infer<typeof authResponse>;

export const signUpBody = z.object({
  name: z.string().trim().min(2).max(80),
  surname: z.string().trim().min(2).max(80),
  storeName: z.string().trim().min(2).max(120),
  email: emailSchema,
  // The same mobile rule as the store application (+90 5xx xxx xx xx, 05xx…, spaces allowed); stored as +905xxxxxxxxx.
  phone: z
    .string()
    .trim()
    .max(30)
    .refine((v) => normalizeTurkishMobile(v) !== null),
  password: passwordSchema,
  agreements: z.literal(true),
});
export const forgotPasswordBody = z.object({ email: emailSchema });
export const resetPasswordBody = z.object({ token: z.string().min(10).max(200), password: passwordSchema });
export const changePasswordBody = z.object({ currentPassword: z.string().min(1).max(128), newPassword: passwordSchema });

/** A profile picture upload (POST /api/common/user/avatar): JPG, PNG or WEBP; the web sends it as a 256 px square. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Where the server keeps an uploaded profile picture (public: the id is a random UUID). */
export const AVATAR_PATH_PREFIX = '/api/avatars/';

/** A picture the page may load: an https address or one of our own paths (never `javascript:` or `data:`). */
const avatarUrl = z
  .string()
  .max(2000)
  .refine((v) => /^\/(?!\/)/.test(v) || /^https:\/\/[^\s/]/i.test(v));

export const updateUserBody = z.object({
  user: patchBody(
    z
      .object({
        name: z.string().trim().min(2).max(120),
        avatar: avatarUrl.nullable(),
        status: z.enum(USER_STATUSES),
      })
      .partial(),
  ),
});

/** What PATCH /api/common/user may change (any of them). */
export type UpdateUserInput = z.infer<typeof updateUserBody>['user'];

/** The answer of an auth call that has nothing else to say (sign-up, forgot and reset password, sign-out). */
export const authDone = z.literal(true);
