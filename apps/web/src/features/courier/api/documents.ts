import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CarrierDocuments, DocumentKind, UploadedDocument } from '@kurye/contracts/documents';
import { api } from '../../../lib/api-client';
import { courierKeys } from './keys';

export const getOwnDocuments = (signal?: AbortSignal) => api.get<CarrierDocuments>('/api/carrier/documents', { signal });
export const ownDocumentsQuery = () => queryOptions({ queryKey: courierKeys.documents(), queryFn: ({ signal }) => getOwnDocuments(signal) });
export const useOwnDocuments = (enabled = true) => useQuery({ ...ownDocumentsQuery(), enabled });

/** POST /api/carrier/documents/:kind (multipart): the courier's photo or PDF of a document. */
export const uploadOwnDocument = (kind: DocumentKind, file: File, expiresAt?: string) => {
  const form = new FormData();
  if (expiresAt) form.append('expiresAt', expiresAt);
  form.append('file', file);
  return api.upload<UploadedDocument>(`/api/carrier/documents/${kind}`, form);
};

export function useUploadOwnDocument() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { kind: DocumentKind; file: File; expiresAt?: string }) => uploadOwnDocument(v.kind, v.file, v.expiresAt),
    onSettled: () => qc.invalidateQueries({ queryKey: courierKeys.documents() }),
  });
}
