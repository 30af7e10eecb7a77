export const emergencyKeys = {
  all: ['emergencies'] as const,
  list: (status?: 'open' | 'resolved') => ['emergencies', 'list', status ?? 'all'] as const,
};
