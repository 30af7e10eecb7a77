import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentKind, UploadedDocument } from '@kurye/contracts/documents';
import { api } from '../../../lib/api-client';
import { documentKeys } from './keys';

/** POST /api/carriers/:id/documents/:kind (multipart): an operator uploads a courier's document. */
export const uploadCarrierDocument = (carrierId: string, kind: DocumentKind, file: File, expiresAt?: string) => {
  const form = new FormData();
  if (expiresAt) form.append('expiresAt', expiresAt);
  form.append('file', file);
  return api.upload<UploadedDocument>(`/api/carriers/${carrierId}/documents/${kind}`, form);
};

export const useUploadCarrierDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { carrierId: string; kind: DocumentKind; file: File; expiresAt?: string }) =>
      uploadCarrierDocument(v.carrierId, v.kind, v.file, v.expiresAt),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
};
