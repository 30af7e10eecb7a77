import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResult } from '@kurye/contracts/common';
import {
  addNoteTaskBody,
  createNoteBody,
  createNoteLabelBody,
  noteIdQuery,
  noteLabelListSchema,
  noteLabelSchema,
  noteListQuery,
  noteListSchema,
  noteSchema,
  updateNoteBody,
  updateNoteLabelBody,
} from '@kurye/contracts/notes';
import { authOf, requireClaim } from '../../plugins/policy';
import { routeOptions } from '../../plugins/route-options';
import type { NotesService } from './notes.service';

const route = routeOptions(['notes']);
const P = '/api/apps/notes';

/** Notes on stores, couriers and requests (specification §7 `api/apps/notes/*`), limited to the caller's zones. */
export function noteRoutes(service: NotesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(`${P}/labels`, route.answering(requireClaim('notes.read'), noteLabelListSchema, { description: 'Every note label, by title.' }), () =>
      service.labels(),
    );
    r.post(
      `${P}/labels`,
      route.created(requireClaim('notes.write'), createNoteLabelBody, noteLabelSchema, { description: 'A new label (409 `title_taken` for a title in use).' }),
      async (req, reply) => reply.status(201).send(await service.createLabel(req.body.label.title)),
    );
    r.patch(
      `${P}/labels`,
      route.answering(requireClaim('notes.write'), noteLabelSchema, { body: updateNoteLabelBody, description: 'Renames a label.' }),
      (req) => service.updateLabel(req.body.label.id, req.body.label.title),
    );
    r.delete(
      `${P}/labels`,
      route.query(requireClaim('notes.write'), noteIdQuery, okResult, { description: 'Deletes a label and takes it off every note.' }),
      (req) => service.deleteLabel(req.query.id),
    );
    r.post(
      `${P}/tasks`,
      route.answering(requireClaim('notes.write'), noteSchema, { body: addNoteTaskBody, description: 'Adds a checklist line to a note.' }),
      (req) => service.addTask(authOf(req), req.body.note.id, req.body.task),
    );
    r.get(
      `${P}/all`,
      route.query(requireClaim('notes.read'), noteListQuery, noteListSchema, {
        description:
          'The notes of the caller’s zones with their labels resolved, newest change first; `linkKind`+`linkId` for one record’s, `archived` to filter.',
      }),
      (req) => service.list(authOf(req), req.query),
    );
    r.post(
      P,
      route.created(requireClaim('notes.write'), createNoteBody, noteSchema, { description: 'A new note on a store, a courier or a request (in its zone).' }),
      async (req, reply) => reply.status(201).send(await service.create(authOf(req), req.body)),
    );
    r.patch(
      P,
      route.answering(requireClaim('notes.write'), noteSchema, { body: updateNoteBody, description: 'Changes a note (text, checklist, labels, archive).' }),
      (req) => service.update(authOf(req), req.body),
    );
    r.delete(
      P,
      route.query(requireClaim('notes.write', { resource: { kind: 'note', query: 'id' } }), noteIdQuery, okResult, { description: 'Deletes a note.' }),
      (req) => service.remove(req.query.id),
    );
  };
}
