import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResult } from '@kurye/contracts/common';
import {
  boardColumnListSchema,
  boardColumnSchema,
  boardDetailSchema,
  boardLabelListSchema,
  boardLabelSchema,
  boardLabelsQuery,
  boardListSchema,
  boardListsBody,
  cardListSchema,
  cardPositionsBody,
  cardSchema,
  createBoardLabelBody,
  createBoardListBody,
  createCardBody,
  idQuery,
  moveCardsBody,
  updateBoardLabelBody,
  updateBoardListBody,
  updateCardBody,
} from '@kurye/contracts/tasks';
import { authOf, requireClaim } from '../../plugins/policy';
import { routeOptions } from '../../plugins/route-options';
import type { ScrumboardService } from './scrumboard.service';

const route = routeOptions(['scrumboard']);
const P = '/api/apps/scrumboard';

/** The zone boards (specification §7 `api/apps/scrumboard/*`): cards are the zone's follow-ups. */
export function scrumboardRoutes(service: ScrumboardService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const read = requireClaim('tasks.read');
    const write = requireClaim('tasks.write');

    r.get(`${P}/boards`, route.answering(read, boardListSchema, { description: 'The board of each of the caller’s zones.' }), (req) =>
      service.boards(authOf(req)),
    );
    r.get(
      `${P}/board`,
      route.query(requireClaim('tasks.read', { resource: { kind: 'board', query: 'id' } }), idQuery, boardDetailSchema, {
        description: 'One board: its lists by position, each with its cards by position, and its labels.',
      }),
      (req) => service.board(authOf(req), req.query.id),
    );
    r.post(
      `${P}/board/list`,
      route.created(write, createBoardListBody, boardColumnSchema, { description: 'A new list at the right end of the board (position + 65,536).' }),
      async (req, reply) => reply.status(201).send(await service.createList(authOf(req), req.body.list.boardId, req.body.list.title)),
    );
    r.patch(`${P}/board/list`, route.answering(write, boardColumnSchema, { body: updateBoardListBody, description: 'Renames a list.' }), (req) =>
      service.renameList(authOf(req), req.body.list.id, req.body.list.title),
    );
    r.patch(
      `${P}/board/lists`,
      route.answering(write, boardColumnListSchema, { body: boardListsBody, description: 'New positions of lists of one board (reordering).' }),
      (req) => service.positionLists(authOf(req), req.body.lists),
    );
    r.delete(
      `${P}/board/list`,
      route.query(requireClaim('tasks.write', { resource: { kind: 'boardList', query: 'id' } }), idQuery, okResult, {
        description: 'Deletes a list and its cards (409 `last_list` for the board’s only list).',
      }),
      (req) => service.deleteList(req.query.id),
    );
    r.put(
      `${P}/board/card`,
      route.answering(write, cardSchema, {
        body: createCardBody,
        description: 'A new card at the end of a list: a follow-up of the board’s zone.',
      }),
      (req) => service.createCard(authOf(req), req.body.card),
    );
    r.patch(
      `${P}/board/card`,
      route.answering(requireClaim('tasks.write', { resource: { kind: 'task', body: 'id' } }), cardSchema, {
        body: updateCardBody,
        description: 'Changes a card’s title, description, labels or due date.',
      }),
      (req) => service.updateCard(req.body.id, req.body.card),
    );
    r.patch(
      `${P}/board/cards`,
      route.answering(write, cardListSchema, {
        body: moveCardsBody,
        description:
          'Cards moved by drag and drop: each one’s list and position. A card moved into the done list is completed, out of it opened again; its assignee is notified.',
      }),
      (req) => service.moveCards(authOf(req), req.body),
    );
    r.patch(
      `${P}/board/card/positions`,
      route.answering(write, cardListSchema, { body: cardPositionsBody, description: 'New positions of cards within their lists.' }),
      (req) => service.positionCards(authOf(req), req.body.cards),
    );
    r.delete(
      `${P}/board/card`,
      route.query(requireClaim('tasks.write', { resource: { kind: 'task', query: 'id' } }), idQuery, okResult, { description: 'Deletes a card.' }),
      (req) => service.deleteCard(req.query.id),
    );
    r.get(
      `${P}/board/labels`,
      route.query(requireClaim('tasks.read', { resource: { kind: 'board', query: 'boardId' } }), boardLabelsQuery, boardLabelListSchema, {
        description: 'The labels of a board.',
      }),
      (req) => service.labels(authOf(req), req.query.boardId),
    );
    r.put(`${P}/board/label`, route.answering(write, boardLabelSchema, { body: createBoardLabelBody, description: 'A new label of a board.' }), (req) =>
      service.createLabel(authOf(req), req.body.label.boardId, req.body.label.title),
    );
    r.patch(
      `${P}/board/label`,
      route.answering(requireClaim('tasks.write', { resource: { kind: 'boardLabel', body: 'id' } }), boardLabelSchema, {
        body: updateBoardLabelBody,
        description: 'Renames a label.',
      }),
      (req) => service.updateLabel(req.body.id, req.body.label.title),
    );
    r.delete(
      `${P}/board/label`,
      route.query(requireClaim('tasks.write', { resource: { kind: 'boardLabel', query: 'id' } }), idQuery, okResult, {
        description: 'Deletes a label and takes it off the board’s cards.',
      }),
      (req) => service.deleteLabel(req.query.id),
    );
  };
}
