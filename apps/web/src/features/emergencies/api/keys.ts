import type { EmergencyStatus } from '@kurye/contracts/fieldops';

export interface EmergencyListParams {
  status: EmergencyStatus;
  page: number;
  size: number;
  sort: string;
}

export const emergencyKeys = {
  all: ['emergencies'] as const,
  /** Every open emergency of the user's zones: the dialog queue and the menu badge. */
  open: ['emergencies', 'open'] as const,
  pages: ['emergencies', 'page'] as const,
  page: (p: EmergencyListParams) => ['emergencies', 'page', p] as const,
};
