import { useMutation } from '@tanstack/react-query';
import type { UpdateUserInput, User } from '@kurye/contracts/auth';
import { api } from '../../../lib/api-client';
import { updateSessionUser } from '../../../lib/session';

export const updateUser = (user: UpdateUserInput) => api.patch<User>('/api/common/user', { user });

export const useUpdateUser = () => useMutation({ mutationFn: updateUser, onSuccess: updateSessionUser });

/** POST /api/common/user/avatar: the picture becomes the user's. */
export function uploadAvatar(picture: Blob) {
  const form = new FormData();
  form.append('file', picture, picture.type === 'image/webp' ? 'avatar.webp' : 'avatar.png');
  return api.upload<User>('/api/common/user/avatar', form);
}

export const useUploadAvatar = () => useMutation({ mutationFn: uploadAvatar, onSuccess: updateSessionUser });
