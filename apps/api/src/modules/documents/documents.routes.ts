import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@kurye/contracts/common';
import {
  applicantKindParams,
  applicantUpload,
  approveDocumentBody,
  attentionPage,
  attentionQuery,
  carrierDocuments,
  documentInfo,
  documentKindParams,
  DOCUMENT_MAX_BYTES,
  downloadQuery,
  fileManagerAnswer,
  fileManagerQuery,
  rejectDocumentBody,
  uploadedDocument,
  uploadFields,
} from '@kurye/contracts/documents';
import { AppError } from '../../lib/errors';
import { acceptUploads, readUpload } from '../../lib/read-upload';
import { ownIdOf, type OwnIdOf } from '../../plugins/own-id';
import { authOf, publicRoute, requireClaim, signedIn, signedInWith } from '../../plugins/policy';
import { routeOptions } from '../../plugins/route-options';
import type { DocumentsService, UploadedPart } from './documents.service';

const tags = ['documents'];
const route = routeOptions(tags);
const carrier = { kind: 'carrier' } as const;
const document = { kind: 'document' } as const;

const UPLOAD_DOC = `multipart/form-data: one \`file\` (PDF, JPG, PNG or WEBP, at most ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB, its type read from its bytes) and an optional \`expiresAt\` (YYYY-MM-DD). A new file is a new version (earlier ones are kept) and the document goes back to pending.`;

/** A document upload: its one file and the optional `expiresAt` field. */
async function readDocument(req: FastifyRequest): Promise<UploadedPart> {
  const { file, fields } = await readUpload(req, DOCUMENT_MAX_BYTES);
  const parsed = uploadFields.safeParse({ expiresAt: fields.expiresAt || undefined });
  if (!parsed.success) throw new AppError(400, 'validation_error', { fields: 'expiresAt' });
  return { ...file, expiresAt: parsed.data.expiresAt };
}

/** Courier documents: the file manager (§7), uploads, verification, serving files and the attention list. */
export function documentRoutes(service: DocumentsService, carrierIdOf: OwnIdOf) {
  const carrierOf = ownIdOf(carrierIdOf);
  return async (app: FastifyInstance) => {
    await acceptUploads(app);
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/apps/file-manager',
      route.query(signedIn, fileManagerQuery, fileManagerAnswer, {
        description:
          'The file manager of the specification with real data: `folderId` empty is the root. Folders: `carriers`, `applications`, `carrier:<id>` (a folder per document kind), `carrier:<id>:<kind>` (its files, every version). Folders and files sorted by name, `path` from the root. Office users need `documents.read` and see their zones; a courier sees only its own folder.',
      }),
      (req) => service.fileManager(authOf(req), req.query.folderId),
    );

    r.get(
      '/api/carriers/:id/documents',
      route.byId(requireClaim('documents.read', { resource: carrier }), carrierDocuments, {
        description: 'Every document the courier’s carrier type requires (and any other uploaded), with its state.',
      }),
      (req) => service.carrierDocuments(authOf(req), req.params.id),
    );
    r.post(
      '/api/carriers/:id/documents/:kind',
      route.with(requireClaim('documents.write', { resource: carrier }), {
        params: documentKindParams,
        response: { 201: uploadedDocument },
        description: `An operator uploads a courier’s document. ${UPLOAD_DOC}`,
      }),
      async (req, reply) => reply.status(201).send(await service.uploadFor(authOf(req), req.params.id, req.params.kind, await readDocument(req))),
    );

    r.get(
      '/api/carrier/documents',
      route.answering(requireClaim('courier.work'), carrierDocuments, { description: 'The calling courier’s documents (the courier app).' }),
      async (req) => service.ownDocuments(authOf(req), await carrierOf(req)),
    );
    r.post(
      '/api/carrier/documents/:kind',
      route.with(requireClaim('courier.work'), {
        params: applicantKindParams,
        response: { 201: uploadedDocument },
        description: `The calling courier uploads its document (camera or file). ${UPLOAD_DOC}`,
      }),
      async (req, reply) => reply.status(201).send(await service.uploadFor(authOf(req), await carrierOf(req), req.params.kind, await readDocument(req))),
    );

    r.post(
      '/api/applications/carrier/documents/:kind',
      {
        config: publicRoute,
        onRequest: app.limits.publicUpload,
        schema: {
          tags,
          security: [],
          params: applicantKindParams,
          response: { 201: applicantUpload },
          description: `An applicant’s document before the courier application is sent (rate-limited per address); the form sends the answer’s \`id\` in \`documentIds\`. Unsent uploads are deleted after two days. ${UPLOAD_DOC}`,
        },
      },
      async (req, reply) => reply.status(201).send(await service.uploadForApplicant(req.params.kind, await readDocument(req))),
    );

    r.get(
      '/api/documents/files/:id/content',
      route.with(signedInWith({ kind: 'documentFile' }), {
        params: idParams,
        querystring: downloadQuery,
        description:
          'The file’s bytes: PDF and images inline (preview), `download=1` as an attachment; `nosniff`, never cached. Every serving is audited. Same access as the courier’s record.',
      }),
      async (req, reply) => {
        const file = await service.content(authOf(req), req.params.id, req.query.download === '1');
        return reply
          .type(file.mimeType)
          .header('content-disposition', file.disposition)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(file.bytes);
      },
    );

    r.post(
      '/api/documents/:id/approve',
      route.byId(requireClaim('documents.verify', { resource: document }), documentInfo, {
        body: approveDocumentBody,
        description: 'Approves the document (a kind that expires needs `expiresAt` unless it has one); the courier is notified.',
      }),
      (req) => service.approve(authOf(req), req.params.id, req.body?.expiresAt),
    );
    r.post(
      '/api/documents/:id/reject',
      route.byId(requireClaim('documents.verify', { resource: document }), documentInfo, {
        body: rejectDocumentBody,
        description: 'Rejects the document with a reason; the courier is notified with it.',
      }),
      (req) => service.reject(authOf(req), req.params.id, req.body.reason),
    );

    r.get(
      '/api/documents/attention',
      route.query(requireClaim('documents.read'), attentionQuery, attentionPage, {
        description:
          '“Süresi dolan / eksik belgeler”: required documents of active couriers in the caller’s zones that are missing, rejected, pending, expired or expiring within 30 days.',
      }),
      (req) => service.attention(authOf(req), req.query),
    );
  };
}
