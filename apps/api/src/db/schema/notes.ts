import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { NoteLinkKind, NoteTask } from '@kurye/contracts/notes';
import { zones } from './geography';
import { users } from './identity';
import { createdAtColumn, timestamptz, updatedAtColumn, uuidPrimaryKey, uuidReference } from './columns';

/** The labels notes may carry. */
export const noteLabels = pgTable('note_labels', {
  id: uuidPrimaryKey(),
  title: text('title').notNull().unique(),
});

/** A note on a store, a courier or a request (in that record's zone): text, a checklist, labels, archived or not. */
export const notes = pgTable(
  'notes',
  {
    id: uuidPrimaryKey(),
    zoneId: uuidReference('zone_id', () => zones.id, 'cascade'),
    linkKind: text('link_kind').$type<NoteLinkKind>().notNull(),
    linkId: uuid('link_id').notNull(),
    title: text('title').notNull().default(''),
    content: text('content').notNull().default(''),
    tasks: jsonb('tasks').$type<NoteTask[]>().notNull().default([]),
    labels: jsonb('labels').$type<string[]>().notNull().default([]),
    reminder: timestamptz('reminder'),
    archived: boolean('archived').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('notes_link_idx').on(t.linkKind, t.linkId), index('notes_zone_idx').on(t.zoneId, t.updatedAt)],
);
