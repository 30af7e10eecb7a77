/** Only same-origin absolute paths are honoured as `redirectURL` targets (no open redirects). */
export const safeRedirectPath = (value: string | null | undefined): string | null =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;
