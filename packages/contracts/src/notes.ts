import { z } from 'zod';

/**
 * Notes on stores, couriers and requests (specification §3 "Note", §7 `api/apps/notes/*`): text with a checklist,
 * labels and an archive flag, shown on the record's page. Every note belongs to its record's zone.
 */

export const NOTE_LINK_KINDS = ['store', 'carrier', 'request'] as const;
export type NoteLinkKind = (typeof NOTE_LINK_KINDS)[number];

export const noteLabelSchema = z.object({ id: z.uuid(), title: z.string() });
export type NoteLabel = z.infer<typeof noteLabelSchema>;
export const noteLabelListSchema = z.array(noteLabelSchema);

export const noteTaskSchema = z.object({ id: z.uuid(), content: z.string(), completed: z.boolean() });
export type NoteTask = z.infer<typeof noteTaskSchema>;

export const noteLinkSchema = z.object({ kind: z.enum(NOTE_LINK_KINDS), id: z.uuid(), label: z.string().nullable() });
export type NoteLink = z.infer<typeof noteLinkSchema>;

export const noteSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  content: z.string(),
  tasks: z.array(noteTaskSchema),
  image: z.string().nullable(),
  reminder: z.string().nullable(),
  /** Resolved (`GET notes/all` answers the labels themselves). */
  labels: z.array(noteLabelSchema),
  archived: z.boolean(),
  link: noteLinkSchema,
  zoneId: z.uuid(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Note = z.infer<typeof noteSchema>;
export const noteListSchema = z.array(noteSchema);

const noteTaskInput = z.object({ id: z.uuid().optional(), content: z.string().trim().min(1).max(300), completed: z.boolean().default(false) });
const noteFields = z.object({
  title: z.string().trim().max(200),
  content: z.string().max(10_000),
  tasks: z.array(noteTaskInput).max(100),
  reminder: z.iso.datetime({ offset: true }).nullable(),
  /** Label ids. */
  labels: z.array(z.uuid()).max(20),
  archived: z.boolean(),
});

/** `POST api/apps/notes`: `{ note }` about one record; a note needs a title or some text. */
export const createNoteBody = z.object({
  note: noteFields
    .partial()
    .extend({ link: z.object({ kind: z.enum(NOTE_LINK_KINDS), id: z.uuid() }) })
    .refine((n) => Boolean(n.title?.trim() || n.content?.trim() || n.tasks?.length), { error: 'empty note' }),
});
export type CreateNoteBody = z.infer<typeof createNoteBody>;

/** `PATCH api/apps/notes`: `{ updatedNote }` with its id and the fields that change. */
export const updateNoteBody = z.object({ updatedNote: noteFields.partial().extend({ id: z.uuid() }) });
export type UpdateNoteBody = z.infer<typeof updateNoteBody>;

/** `POST api/apps/notes/tasks`: adds a checklist line to a note. */
export const addNoteTaskBody = z.object({ note: z.object({ id: z.uuid() }), task: z.string().trim().min(1).max(300) });

/** `GET api/apps/notes/all`: the notes of the caller's zones, or of one record; archived ones only when asked. */
export const noteListQuery = z.object({
  linkKind: z.enum(NOTE_LINK_KINDS).optional(),
  linkId: z.uuid().optional(),
  archived: z.enum(['true', 'false', 'any']).default('any'),
});
export type NoteListQuery = z.infer<typeof noteListQuery>;

export const noteIdQuery = z.object({ id: z.uuid() });
export const createNoteLabelBody = z.object({ label: z.object({ title: z.string().trim().min(1).max(40) }) });
export const updateNoteLabelBody = z.object({ label: z.object({ id: z.uuid(), title: z.string().trim().min(1).max(40) }) });
