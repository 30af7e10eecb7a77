/** Query keys of the public tracking page. */
export const trackingKeys = {
  tracking: (token: string) => ['tracking', token] as const,
};
