import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { announcementKeys, type Announcement, type Audience } from './keys';

export interface AnnouncementInput {
  title: string;
  content: string;
  scheduledAt: string;
  expiresAt: string;
  audience: Audience;
}

export const createAnnouncement = (input: AnnouncementInput) => api.post<Announcement>('/api/announcements', input);
export const updateAnnouncement = ({ id, input }: { id: string; input: Partial<AnnouncementInput> }) =>
  api.patch<Announcement>(`/api/announcements/${encodeURIComponent(id)}`, input);

/** Create (no id) or edit an announcement; the lists refresh afterwards. */
export function useSaveAnnouncement(id?: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: AnnouncementInput) => (id ? updateAnnouncement({ id, input }) : createAnnouncement(input)),
    onSuccess: (saved) => {
      qc.setQueryData(announcementKeys.one(saved.id), saved);
      return qc.invalidateQueries({ queryKey: announcementKeys.all });
    },
  });
}
