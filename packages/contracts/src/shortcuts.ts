import { z } from 'zod';
import { shortcutInput } from './feeds';

/** The wire shapes of the header's shortcuts (`/api/common/shortcuts`); the form's rules live in `feeds.ts`. */

export const shortcutItem = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string().nullable(),
  icon: z.string(),
  link: z.string(),
  useRouter: z.boolean(),
});

export const shortcutList = z.array(shortcutItem);

export const createShortcutBody = z.object({ shortcut: shortcutInput });

export const updateShortcutBody = z.object({ id: z.uuid(), shortcut: shortcutInput });
