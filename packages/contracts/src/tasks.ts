import { z } from 'zod';

/**
 * Follow-ups of the office (specification §3 "Task", §7 `api/apps/tasks/*`): one row is both an item of the ordered
 * task list and a card of its zone's board (`api/apps/scrumboard/*`). Every follow-up belongs to one zone.
 */

export const TASK_TYPES = ['task', 'section'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/** 0 low, 1 normal (the default of a new task), 2 high. */
export const TASK_PRIORITIES = [0, 1, 2] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const DEFAULT_TASK_PRIORITY: TaskPriority = 1;

/** The records a follow-up can be about. */
export const TASK_LINK_KINDS = ['store', 'carrier', 'request', 'emergency', 'application'] as const;
export type TaskLinkKind = (typeof TASK_LINK_KINDS)[number];

/** Where an event-created follow-up came from (null: written by a person). */
export const TASK_SOURCES = ['location_rejected', 'store_request_open', 'document_expired'] as const;
export type TaskSource = (typeof TASK_SOURCES)[number];

/** The step between two neighbours on a board (lists and cards): a move between them needs no renumbering. */
export const BOARD_POSITION_STEP = 65_536;

/** The columns every zone's board starts with; the last one completes its cards. */
export const DEFAULT_BOARD_LISTS = ['Yapılacak', 'Devam ediyor', 'İncelemede', 'Tamamlandı'] as const;

const title = z.string().trim().min(1).max(200);
const longText = z.string().max(5000);
const isoDate = z.iso.datetime({ offset: true });

export const subTaskSchema = z.object({ id: z.uuid(), title: z.string().trim().min(1).max(200), completed: z.boolean() });
export type SubTask = z.infer<typeof subTaskSchema>;
/** A subtask as a client sends it: a new one without an id. */
const subTaskInput = z.object({ id: z.uuid().optional(), title: z.string().trim().min(1).max(200), completed: z.boolean().default(false) });

export const taskLinkSchema = z.object({ kind: z.enum(TASK_LINK_KINDS), id: z.uuid(), label: z.string().nullable() });
export type TaskLink = z.infer<typeof taskLinkSchema>;
const taskLinkInput = z.object({ kind: z.enum(TASK_LINK_KINDS), id: z.uuid() });

export const taskSchema = z.object({
  id: z.uuid(),
  type: z.enum(TASK_TYPES),
  title: z.string(),
  notes: z.string().nullable(),
  completed: z.boolean(),
  dueDate: z.string().nullable(),
  priority: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  tags: z.array(z.uuid()),
  assignedTo: z.uuid().nullable(),
  assigneeName: z.string().nullable(),
  subTasks: z.array(subTaskSchema),
  order: z.number().int(),
  zoneId: z.uuid(),
  zoneName: z.string(),
  link: taskLinkSchema.nullable(),
  source: z.enum(TASK_SOURCES).nullable(),
  /** Its card on the zone's board (null for a section). */
  boardId: z.uuid().nullable(),
  listId: z.uuid().nullable(),
  position: z.number().nullable(),
  labels: z.array(z.uuid()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Task = z.infer<typeof taskSchema>;
export const taskListSchema = z.array(taskSchema);

/** Fields a client sets on a task (all optional on a change). */
const taskFields = z.object({
  title,
  notes: longText.nullable(),
  completed: z.boolean(),
  dueDate: isoDate.nullable(),
  priority: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  tags: z.array(z.uuid()).max(20),
  assignedTo: z.uuid().nullable(),
  subTasks: z.array(subTaskInput).max(50),
});

/** `POST api/apps/tasks/task`: `{ type, task }`; the zone comes from the link, else `zoneId` (required when the caller has several). */
export const createTaskBody = z.object({
  type: z.enum(TASK_TYPES).default('task'),
  task: taskFields.partial().extend({ title, zoneId: z.uuid().optional(), link: taskLinkInput.nullable().optional() }),
});
export type CreateTaskBody = z.infer<typeof createTaskBody>;

/** `PATCH api/apps/tasks/task`: `{ id, task }` with the fields that change. */
export const updateTaskBody = z.object({
  id: z.uuid(),
  task: taskFields.partial().refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'nothing to change' }),
});
export type UpdateTaskBody = z.infer<typeof updateTaskBody>;

/** `?id=` of one row (a task, a tag, a list, a card, a label, a note). */
export const idQuery = z.object({ id: z.uuid() });

/** `GET api/apps/tasks/all`: every task of the caller's zones by order; or those about one record. */
export const taskListQuery = z.object({
  linkKind: z.enum(TASK_LINK_KINDS).optional(),
  linkId: z.uuid().optional(),
  assignedToMe: z.enum(['true', 'false']).optional(),
});
export type TaskListQuery = z.infer<typeof taskListQuery>;

/** `GET api/apps/tasks/search?query=`: title or notes; the title comes back with `<mark>` around what matched. */
export const taskSearchQuery = z.object({ query: z.string().max(100).optional() });
export const taskSearchResult = z.array(taskSchema).nullable();

/** `PATCH api/apps/tasks/order`: the caller's tasks in their new order. */
export const taskOrderBody = z.object({
  tasks: z
    .array(z.object({ id: z.uuid() }))
    .min(1)
    .max(2000),
});

export const taskTagSchema = z.object({ id: z.uuid(), title: z.string() });
export type TaskTag = z.infer<typeof taskTagSchema>;
export const taskTagListSchema = z.array(taskTagSchema);
export const createTaskTagBody = z.object({ tag: z.object({ title: z.string().trim().min(1).max(40) }) });
export const updateTaskTagBody = z.object({ id: z.uuid(), tag: z.object({ title: z.string().trim().min(1).max(40) }) });

/** Who a task may be given to: active office users of its zone. */
export const assigneeQuery = z.object({ zoneId: z.uuid() });
export const assigneeSchema = z.object({ id: z.uuid(), name: z.string() });
export const assigneeListSchema = z.array(assigneeSchema);
export type Assignee = z.infer<typeof assigneeSchema>;

// ---- Scrumboard (§3 "Scrumboard", §7 `api/apps/scrumboard/*`) ----

export const boardMemberSchema = z.object({ id: z.uuid(), name: z.string(), avatar: z.string().nullable() });
export const boardSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  lastActivity: z.string(),
  members: z.array(boardMemberSchema),
  zoneId: z.uuid(),
  zoneName: z.string(),
});
export type Board = z.infer<typeof boardSchema>;
export const boardListSchema = z.array(boardSchema);

export const boardLabelSchema = z.object({ id: z.uuid(), boardId: z.uuid(), title: z.string() });
export type BoardLabel = z.infer<typeof boardLabelSchema>;
export const boardLabelListSchema = z.array(boardLabelSchema);

export const cardSchema = z.object({
  id: z.uuid(),
  boardId: z.uuid(),
  listId: z.uuid(),
  position: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  labels: z.array(z.uuid()),
  dueDate: z.string().nullable(),
  priority: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  completed: z.boolean(),
  assignedTo: z.uuid().nullable(),
  assigneeName: z.string().nullable(),
  link: taskLinkSchema.nullable(),
});
export type Card = z.infer<typeof cardSchema>;
export const cardListSchema = z.array(cardSchema);

export const boardColumnSchema = z.object({
  id: z.uuid(),
  boardId: z.uuid(),
  position: z.number(),
  title: z.string(),
  /** A card moved here is completed (the "Tamamlandı" column). */
  completes: z.boolean(),
});
export type BoardColumn = z.infer<typeof boardColumnSchema>;
export const boardColumnListSchema = z.array(boardColumnSchema);

export const boardDetailSchema = boardSchema.extend({
  lists: z.array(boardColumnSchema.extend({ cards: z.array(cardSchema) })),
  labels: z.array(boardLabelSchema),
});
export type BoardDetail = z.infer<typeof boardDetailSchema>;

const listTitle = z.string().trim().min(1).max(60);
export const createBoardListBody = z.object({ list: z.object({ boardId: z.uuid(), title: listTitle }) });
export const updateBoardListBody = z.object({ list: z.object({ id: z.uuid(), title: listTitle }) });
/** New positions of lists (left to right). */
export const boardListsBody = z.object({
  lists: z
    .array(z.object({ id: z.uuid(), position: z.number().positive() }))
    .min(1)
    .max(50),
});

export const createCardBody = z.object({
  card: z.object({
    boardId: z.uuid(),
    listId: z.uuid(),
    title,
    description: longText.nullable().optional(),
    labels: z.array(z.uuid()).max(20).optional(),
    dueDate: isoDate.nullable().optional(),
  }),
});
export const updateCardBody = z.object({
  id: z.uuid(),
  card: z
    .object({ title, description: longText.nullable(), labels: z.array(z.uuid()).max(20), dueDate: isoDate.nullable() })
    .partial()
    .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'nothing to change' }),
});
/** Cards moved (drag and drop): each card's list and position. */
export const moveCardsBody = z.object({
  cards: z
    .array(z.object({ id: z.uuid(), listId: z.uuid(), position: z.number().positive() }))
    .min(1)
    .max(500),
});
export type MoveCardsBody = z.infer<typeof moveCardsBody>;
/** New positions of cards within their lists. */
export const cardPositionsBody = z.object({
  cards: z
    .array(z.object({ id: z.uuid(), position: z.number().positive() }))
    .min(1)
    .max(500),
});

export const boardLabelsQuery = z.object({ boardId: z.uuid() });
export const createBoardLabelBody = z.object({ label: z.object({ boardId: z.uuid(), title: z.string().trim().min(1).max(40) }) });
export const updateBoardLabelBody = z.object({ id: z.uuid(), label: z.object({ title: z.string().trim().min(1).max(40) }) });
