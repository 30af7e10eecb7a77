import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResult } from '@kurye/contracts/common';
import {
  assigneeListSchema,
  assigneeQuery,
  createTaskBody,
  createTaskTagBody,
  idQuery,
  taskListQuery,
  taskListSchema,
  taskOrderBody,
  taskSchema,
  taskSearchQuery,
  taskSearchResult,
  taskTagListSchema,
  taskTagSchema,
  updateTaskBody,
  updateTaskTagBody,
} from '@kurye/contracts/tasks';
import { authOf, requireClaim } from '../../plugins/policy';
import { routeOptions } from '../../plugins/route-options';
import type { TasksService } from './tasks.service';

const route = routeOptions(['tasks']);
const P = '/api/apps/tasks';

/** The office's follow-ups (specification §7 `api/apps/tasks/*`), limited to the caller's zones. */
export function taskRoutes(service: TasksService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(`${P}/tags`, route.answering(requireClaim('tasks.read'), taskTagListSchema, { description: 'Every tag a task may carry, by title.' }), () =>
      service.tags(),
    );
    r.post(
      `${P}/tag`,
      route.created(requireClaim('tasks.write'), createTaskTagBody, taskTagSchema, { description: 'A new tag (409 `title_taken` for a title in use).' }),
      async (req, reply) => reply.status(201).send(await service.createTag(req.body.tag.title)),
    );
    r.patch(`${P}/tag`, route.answering(requireClaim('tasks.write'), taskTagSchema, { body: updateTaskTagBody, description: 'Renames a tag.' }), (req) =>
      service.updateTag(req.body.id, req.body.tag.title),
    );
    r.delete(`${P}/tag`, route.query(requireClaim('tasks.write'), idQuery, okResult, { description: 'Deletes a tag and takes it off every task.' }), (req) =>
      service.deleteTag(req.query.id),
    );
    r.get(
      `${P}/all`,
      route.query(requireClaim('tasks.read'), taskListQuery, taskListSchema, {
        description:
          'The tasks and sections of the caller’s zones by `order`; `linkKind`+`linkId` for those about one record, `assignedToMe=true` for the caller’s.',
      }),
      (req) => service.list(authOf(req), req.query),
    );
    r.get(
      `${P}/search`,
      route.query(requireClaim('tasks.read'), taskSearchQuery, taskSearchResult, {
        description:
          'Tasks whose title or notes contain the query (Turkish letters folded); the title is HTML with `<mark>` around the matches. null for an empty query.',
      }),
      (req) => service.search(authOf(req), req.query.query),
    );
    r.patch(
      `${P}/order`,
      route.answering(requireClaim('tasks.write'), taskListSchema, {
        body: taskOrderBody,
        description: 'The caller’s tasks in their new order (drag and drop); answers the list in the new order. An id of another zone is a 404.',
      }),
      (req) =>
        service.reorder(
          authOf(req),
          req.body.tasks.map((t) => t.id),
        ),
    );
    r.get(
      `${P}/task`,
      route.query(requireClaim('tasks.read', { resource: { kind: 'task', query: 'id' } }), idQuery, taskSchema, { description: 'One task.' }),
      (req) => service.get(req.query.id),
    );
    r.post(
      `${P}/task`,
      route.created(requireClaim('tasks.write'), createTaskBody, taskSchema, {
        description:
          'A new task or section on top of the list (priority 1 unless given); a task also on top of the first column of its zone’s board. The zone is the linked record’s, else `zoneId` (400 `task_zone_required` when the caller has several zones). The assignee is notified.',
      }),
      async (req, reply) => reply.status(201).send(await service.create(authOf(req), req.body)),
    );
    r.patch(
      `${P}/task`,
      route.answering(requireClaim('tasks.write', { resource: { kind: 'task', body: 'id' } }), taskSchema, {
        body: updateTaskBody,
        description: 'Changes a task; completing it moves its card to the board’s done column. A new assignee is notified.',
      }),
      (req) => service.update(authOf(req), req.body),
    );
    r.delete(
      `${P}/task`,
      route.query(requireClaim('tasks.write', { resource: { kind: 'task', query: 'id' } }), idQuery, okResult, { description: 'Deletes a task.' }),
      (req) => service.remove(req.query.id),
    );
    r.get(
      `${P}/assignees`,
      route.query(requireClaim('tasks.read'), assigneeQuery, assigneeListSchema, { description: 'Who a task of the zone may be given to.' }),
      (req) => service.assignees(authOf(req), req.query.zoneId),
    );
  };
}
