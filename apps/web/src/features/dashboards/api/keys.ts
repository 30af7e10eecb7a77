/** Query keys of the dashboards and the activity feed. */
export const dashboardKeys = {
  all: ['dashboards'] as const,
  analytics: (zoneId: string | undefined) => ['dashboards', 'analytics', zoneId ?? 'all'] as const,
  project: (zoneId: string | undefined) => ['dashboards', 'project', zoneId ?? 'all'] as const,
  finance: ['dashboards', 'finance'] as const,
  activities: (kind: string | undefined) => ['dashboards', 'activities', kind ?? 'all'] as const,
};
