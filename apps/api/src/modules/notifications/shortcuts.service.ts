import { SHORTCUT_LIMIT, menuPages, type Shortcut, type ShortcutInput } from '@kurye/contracts/feeds';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import type { AuthContext } from '../../access/auth-context';
import * as repo from './shortcuts.repository';

export interface ShortcutsDeps {
  db: Db;
  clock: Clock;
}

const toItem = (r: repo.ShortcutRow): Shortcut => ({
  id: r.id,
  label: r.label,
  description: r.description,
  icon: r.icon,
  link: r.link,
  useRouter: r.useRouter,
});

/** The link without a trailing slash, when it is a page of the caller's menu. */
function checkLink(auth: AuthContext, link: string) {
  const path = link.length > 1 ? link.replace(/\/+$/, '') : link;
  if (!menuPages(auth.roles[0], auth.claims).has(path)) throw new AppError(400, 'shortcut_link_not_in_menu');
  return path;
}

const values = (s: ShortcutInput, link: string): repo.ShortcutValues => ({
  label: s.label,
  description: s.description || null,
  icon: s.icon,
  link,
  useRouter: s.useRouter,
});

/**
 * The header's shortcuts (`api/common/shortcuts`): each user's own, each pointing at a page of that user's menu
 * (their first role's navigation as their claims filter it) — checked here, not only by the form.
 */
export function createShortcutsService(deps: ShortcutsDeps) {
  const { db, clock } = deps;

  async function checkDuplicate(tx: Tx, auth: AuthContext, link: string, exceptId?: string) {
    if (await repo.hasLink(tx, auth.userId, link, exceptId)) throw new AppError(409, 'shortcut_exists');
  }

  return {
    async list(auth: AuthContext) {
      return (await repo.findOfUser(db, auth.userId)).map(toItem);
    },

    async create(auth: AuthContext, input: ShortcutInput) {
      const link = checkLink(auth, input.link);
      const row = await db.transaction(async (tx) => {
        await repo.lockUser(tx, auth.userId);
        if ((await repo.countOfUser(tx, auth.userId)) >= SHORTCUT_LIMIT) throw new AppError(409, 'shortcut_limit', { max: SHORTCUT_LIMIT });
        await checkDuplicate(tx, auth, link);
        return repo.insertShortcut(tx, auth.userId, values(input, link), clock.now());
      });
      return toItem(row);
    },

    async update(auth: AuthContext, id: string, input: ShortcutInput) {
      if (!(await repo.findOwnId(db, auth.userId, id))) throw notFound();
      const link = checkLink(auth, input.link);
      const row = await db.transaction(async (tx) => {
        await repo.lockUser(tx, auth.userId);
        await checkDuplicate(tx, auth, link, id);
        return repo.updateOwn(tx, auth.userId, id, values(input, link));
      });
      if (!row) throw notFound();
      return toItem(row);
    },

    async remove(auth: AuthContext, id: string) {
      if (!(await repo.deleteOwn(db, auth.userId, id))) throw notFound();
      return true;
    },
  };
}
export type ShortcutsService = ReturnType<typeof createShortcutsService>;
