/** Query keys of the navigation menu: keyed by user id, the menu depends on the user's claims. */
export const navigationKeys = {
  menu: (userId: string | undefined) => ['navigation', userId] as const,
};
