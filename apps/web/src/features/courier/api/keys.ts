/** TanStack Query keys of the courier app. */
export const courierKeys = {
  all: ['courier'] as const,
  me: () => ['courier', 'me'] as const,
  offers: () => ['courier', 'offers'] as const,
  active: () => ['courier', 'active'] as const,
  today: () => ['courier', 'today'] as const,
  payout: () => ['courier', 'payout'] as const,
  emergency: () => ['courier', 'emergency'] as const,
  courses: () => ['courier', 'courses'] as const,
  course: (id: string) => ['courier', 'courses', id] as const,
  documents: () => ['courier', 'documents'] as const,
};
