import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { SHORTCUT_LIMIT, menuPages, shortcutInput, type ShortcutInput } from '@kurye/contracts/feeds';
import type { Db, Tx } from '../../db/client';
import { userShortcuts, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import { authOf, signedIn } from '../../plugins/policy';
import type { AuthContext } from '../auth/auth.context';

const tags = ['shortcuts'];
const item = z.object({ id: z.string(), label: z.string(), description: z.string().nullable(), icon: z.string(), link: z.string(), useRouter: z.boolean() });
const toItem = (r: typeof userShortcuts.$inferSelect) => ({
  id: r.id,
  label: r.label,
  description: r.description,
  icon: r.icon,
  link: r.link,
  useRouter: r.useRouter,
});

/**
 * The header's shortcuts (`api/common/shortcuts`): each user's own, each pointing at a page of that user's menu
 * (their first role's navigation as their claims filter it) — checked here, not only by the form.
 */
export function shortcutRoutes(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** The link without a trailing slash, when it is a page of the caller's menu. */
  function checkLink(auth: AuthContext, link: string) {
    const path = link.length > 1 ? link.replace(/\/+$/, '') : link;
    if (!menuPages(auth.roles[0], auth.claims).has(path)) throw new AppError(400, 'shortcut_link_not_in_menu');
    return path;
  }
  async function checkDuplicate(tx: Tx, auth: AuthContext, link: string, exceptId?: string) {
    const [dup] = await tx
      .select({ id: userShortcuts.id })
      .from(userShortcuts)
      .where(and(eq(userShortcuts.userId, auth.userId), eq(userShortcuts.link, link), exceptId ? ne(userShortcuts.id, exceptId) : undefined));
    if (dup) throw new AppError(409, 'shortcut_exists');
  }
  const values = (s: ShortcutInput, link: string) => ({ label: s.label, description: s.description || null, icon: s.icon, link, useRouter: s.useRouter });

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/common/shortcuts';

    r.get(base, { config: signedIn, schema: { tags, description: 'The caller’s shortcuts, oldest first.', response: { 200: z.array(item) } } }, async (req) => {
      const rows = await db
        .select()
        .from(userShortcuts)
        .where(eq(userShortcuts.userId, authOf(req).userId))
        .orderBy(asc(userShortcuts.createdAt), asc(userShortcuts.id));
      return rows.map(toItem);
    });

    r.post(
      base,
      {
        config: signedIn,
        schema: {
          tags,
          description: `Adds a shortcut to a page of the caller’s menu (at most ${SHORTCUT_LIMIT}; one per page).`,
          body: z.object({ shortcut: shortcutInput }),
          response: { 201: item },
        },
      },
      async (req, reply) => {
        const auth = authOf(req);
        const link = checkLink(auth, req.body.shortcut.link);
        const row = await db.transaction(async (tx) => {
          // One user's additions in turn, so the limit holds under double clicks.
          await tx.select({ id: users.id }).from(users).where(eq(users.id, auth.userId)).for('update');
          const [{ n }] = await tx.select({ n: count() }).from(userShortcuts).where(eq(userShortcuts.userId, auth.userId));
          if (n >= SHORTCUT_LIMIT) throw new AppError(409, 'shortcut_limit', { max: SHORTCUT_LIMIT });
          await checkDuplicate(tx, auth, link);
          const [created] = await tx
            .insert(userShortcuts)
            .values({ userId: auth.userId, ...values(req.body.shortcut, link), createdAt: clock.now() })
            .returning();
          return created;
        });
        return reply.status(201).send(toItem(row));
      },
    );

    r.patch(
      base,
      {
        config: signedIn,
        schema: {
          tags,
          description: 'Changes one of the caller’s shortcuts.',
          body: z.object({ id: z.uuid(), shortcut: shortcutInput }),
          response: { 200: item },
        },
      },
      async (req) => {
        const auth = authOf(req);
        const [mine] = await db
          .select({ id: userShortcuts.id })
          .from(userShortcuts)
          .where(and(eq(userShortcuts.id, req.body.id), eq(userShortcuts.userId, auth.userId)));
        if (!mine) throw notFound();
        const link = checkLink(auth, req.body.shortcut.link);
        const row = await db.transaction(async (tx) => {
          await tx.select({ id: users.id }).from(users).where(eq(users.id, auth.userId)).for('update');
          await checkDuplicate(tx, auth, link, req.body.id);
          const [updated] = await tx
            .update(userShortcuts)
            .set(values(req.body.shortcut, link))
            .where(and(eq(userShortcuts.id, req.body.id), eq(userShortcuts.userId, auth.userId)))
            .returning();
          return updated;
        });
        if (!row) throw notFound();
        return toItem(row);
      },
    );

    r.delete(base, { config: signedIn, schema: { tags, querystring: z.object({ id: z.uuid() }), response: { 200: z.boolean() } } }, async (req) => {
      const auth = authOf(req);
      const gone = await db
        .delete(userShortcuts)
        .where(and(eq(userShortcuts.id, req.query.id), eq(userShortcuts.userId, auth.userId)))
        .returning({ id: userShortcuts.id });
      if (!gone.length) throw notFound();
      return true;
    });
  };
}
