/** Query keys of the user's shortcuts. */
export const shortcutKeys = { all: ['shortcuts'] as const };
