import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SubTask, TaskLinkKind, TaskSource, TaskType } from '@kurye/contracts/tasks';
import { zones } from './geography';
import { users } from './identity';
import { createdAtColumn, timestamptz, updatedAtColumn, uuidPrimaryKey, uuidReference } from './columns';

/** One board per zone: its columns (`board_lists`) hold the zone's follow-ups as cards. */
export const boards = pgTable('boards', {
  id: uuidPrimaryKey(),
  zoneId: uuidReference('zone_id', () => zones.id, 'cascade').unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  icon: text('icon').notNull().default('project'),
  lastActivity: timestamptz('last_activity').notNull().defaultNow(),
  createdAt: createdAtColumn(),
});

/** A column of a board, ordered by `position` (steps of 65,536). A card moved into a `completes` column is done. */
export const boardLists = pgTable(
  'board_lists',
  {
    id: uuidPrimaryKey(),
    boardId: uuidReference('board_id', () => boards.id, 'cascade'),
    title: text('title').notNull(),
    position: doublePrecision('position').notNull(),
    completes: boolean('completes').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [index('board_lists_board_idx').on(t.boardId, t.position)],
);

/** A label of one board's cards. */
export const boardLabels = pgTable('board_labels', {
  id: uuidPrimaryKey(),
  boardId: uuidReference('board_id', () => boards.id, 'cascade'),
  title: text('title').notNull(),
});

/** The tags every task may carry (Acil, Konum, Belge…). */
export const taskTags = pgTable('task_tags', {
  id: uuidPrimaryKey(),
  title: text('title').notNull().unique(),
});

/**
 * A follow-up of the office: an item of the ordered task list (`order`) and, unless it is a section, a card of its
 * zone's board (`list_id`, `position`). `source_key` makes an event-created task once: the same event never makes a
 * second one.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: uuidPrimaryKey(),
    type: text('type').$type<TaskType>().notNull().default('task'),
    zoneId: uuidReference('zone_id', () => zones.id, 'cascade'),
    title: text('title').notNull(),
    notes: text('notes'),
    completed: boolean('completed').notNull().default(false),
    dueDate: timestamptz('due_date'),
    priority: integer('priority').$type<0 | 1 | 2>().notNull().default(1),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    labels: jsonb('labels').$type<string[]>().notNull().default([]),
    subTasks: jsonb('sub_tasks').$type<SubTask[]>().notNull().default([]),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    order: integer('order').notNull().default(0),
    listId: uuid('list_id').references(() => boardLists.id, { onDelete: 'cascade' }),
    position: doublePrecision('position'),
    linkKind: text('link_kind').$type<TaskLinkKind>(),
    linkId: uuid('link_id'),
    source: text('source').$type<TaskSource>(),
    sourceKey: text('source_key'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('tasks_zone_order_idx').on(t.zoneId, t.order),
    index('tasks_list_position_idx').on(t.listId, t.position),
    index('tasks_link_idx').on(t.linkKind, t.linkId),
    uniqueIndex('tasks_source_key_idx').on(t.sourceKey),
  ],
);
