import { z } from 'zod';
import { endpoint } from '../endpoint';
import { auditSchema, idSchema, optionalText, pageOf, pageRequest, plainText } from './paging';

/** Dictionary codes and item values: letters, digits and - _ . (UNIT_CLASS, project-kind, m3). */
export const dictCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{1,64}$/, { error: '字典编码格式不正确' });

/** One option of a dictionary as selects read it (spec 000 §4: id, label, value, text, enabled). */
export const dictOptionSchema = z.object({
  id: z.string(),
  label: z.string(),
  value: z.string(),
  /** The same as value; the spec's selects read either. */
  key: z.string(),
  /** The same as label. */
  text: z.string(),
  enabled: z.boolean(),
  group: z.string().nullable(),
});
export type DictOption = z.infer<typeof dictOptionSchema>;

/** A node of a tree dictionary (spec 001 §4: id, text, enabled, children, extValues.fullText). */
export interface TreeDictNode {
  id: string;
  text: string;
  value: string;
  enabled: boolean;
  group: string | null;
  /** fullText: the labels from the root down to this node, joined with "/". */
  extValues: { fullText: string };
  children: TreeDictNode[];
}
export const treeDictNodeSchema: z.ZodType<TreeDictNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    text: z.string(),
    value: z.string(),
    enabled: z.boolean(),
    group: z.string().nullable(),
    extValues: z.object({ fullText: z.string() }),
    children: z.array(treeDictNodeSchema),
  }),
);

/** A dictionary read as a book: its enabled options, grouped. */
export const dictBookSchema = z.object({
  code: z.string(),
  name: z.string(),
  groupList: z.array(z.object({ group: z.string(), list: z.array(dictOptionSchema) })),
});
export type DictBook = z.infer<typeof dictBookSchema>;

/** A dictionary as administration lists it. */
export const dictTypeSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    kind: z.enum(['list', 'tree']),
    sort: z.number().int(),
    remarks: z.string().nullable(),
  })
  .extend(auditSchema.shape);
export type DictType = z.infer<typeof dictTypeSchema>;

/** An entry of a dictionary as administration lists and edits it. */
export const dictItemSchema = z
  .object({
    id: z.string(),
    typeId: z.string(),
    /** The dictionary's code. */
    type: z.string(),
    parentId: z.string().nullable(),
    parentIds: z.string(),
    label: z.string(),
    value: z.string(),
    group: z.string().nullable(),
    sort: z.number().int(),
    enabled: z.boolean(),
    remarks: z.string().nullable(),
  })
  .extend(auditSchema.shape);
export type DictItem = z.infer<typeof dictItemSchema>;

export interface DictItemNode extends DictItem {
  children: DictItemNode[];
}
export const dictItemNodeSchema: z.ZodType<DictItemNode> = z.lazy(() =>
  dictItemSchema.extend({ children: z.array(dictItemNodeSchema) }),
);

const sortField = z.coerce.number().int().min(0).max(1_000_000).default(0);

export const dictTypeSaveSchema = z.object({
  id: idSchema.optional(),
  code: dictCodeSchema,
  name: plainText(64).pipe(z.string().min(1, { error: '请输入字典名称' })),
  kind: z.enum(['list', 'tree']).default('list'),
  sort: sortField,
  remarks: optionalText(200),
});
export type DictTypeSave = z.input<typeof dictTypeSaveSchema>;

export const dictItemSaveSchema = z.object({
  id: idSchema.optional(),
  /** The dictionary's code; an edit may not move an entry to another dictionary. */
  type: dictCodeSchema,
  /** Tree dictionaries only. */
  parentId: idSchema.nullish().transform((value) => value ?? null),
  label: plainText(100).pipe(z.string().min(1, { error: '请输入字典标签' })),
  value: dictCodeSchema,
  group: optionalText(64),
  sort: sortField,
  enabled: z.boolean().default(true),
  remarks: optionalText(200),
});
export type DictItemSave = z.input<typeof dictItemSaveSchema>;

const itemFilters = z.object({
  /** The dictionary's code. */
  type: dictCodeSchema.optional(),
  /** Matches label or value. */
  keyword: plainText(64).optional(),
  group: plainText(64).optional(),
});

// ── Reads (any signed-in user; clients cache them per code) ───────────────────

export const dictList = endpoint({
  method: 'GET',
  path: '/share/bd/dict/{code}',
  summary: 'The enabled options of a dictionary in sort order (process-left-group, projectPost …)',
  access: 'session',
  params: z.object({ code: dictCodeSchema }),
  data: z.array(dictOptionSchema),
});

export const dictItemByValue = endpoint({
  method: 'GET',
  path: '/share/bd/dict/{code}/{item}',
  summary: 'One option of a dictionary, by its value',
  access: 'session',
  params: z.object({ code: dictCodeSchema, item: dictCodeSchema }),
  data: dictOptionSchema,
});

export const dictBook = endpoint({
  method: 'GET',
  path: '/share/bd/dict/book/{dictCode}',
  summary: 'A dictionary as a book: its options grouped (groupList)',
  access: 'session',
  params: z.object({ dictCode: dictCodeSchema }),
  data: dictBookSchema,
});

export const dictShareQueryList = endpoint({
  method: 'POST',
  path: '/share/bd/dict/queryList',
  summary: 'Enabled options, paged, filtered by dictionary, keyword and group',
  access: 'session',
  body: pageRequest(itemFilters),
  data: pageOf(dictOptionSchema),
});

/** The dictionary code served from the project kinds (the data-authorization attribute tree). */
export const PROJECT_KIND_CODE = 'project-kind';

// Before the generic tree route: project kinds are a table of their own, so a project's kind and
// the kinds a role is granted (data authorization) are the same ids.
export const projectKindTree = endpoint({
  method: 'GET',
  path: '/share/bd/treedict/project-kind',
  summary:
    'The project kinds as a tree dictionary (value = kind id, group = its top-level kind), from the kinds data authorization grants',
  access: 'session',
  data: z.array(treeDictNodeSchema),
});

export const treeDict = endpoint({
  method: 'GET',
  path: '/share/bd/treedict/{code}',
  summary: 'A tree dictionary (project-kind …): enabled nodes with their full path text',
  access: 'session',
  params: z.object({ code: dictCodeSchema }),
  data: z.array(treeDictNodeSchema),
});

export const treeDictGroup = endpoint({
  method: 'GET',
  path: '/share/bd/treedict/{dictCode}/g/{group}',
  summary: 'The nodes of one group of a tree dictionary',
  access: 'session',
  params: z.object({ dictCode: dictCodeSchema, group: plainText(64) }),
  data: z.array(treeDictNodeSchema),
});

const treeQuerySchema = z.object({ type: dictCodeSchema, group: plainText(64).optional() });

export const treeDictShareQueryTree = endpoint({
  method: 'POST',
  path: '/share/bd/treedict/queryTree',
  summary: 'A tree dictionary by code (and group), as selects read it',
  access: 'session',
  body: treeQuerySchema,
  data: z.array(treeDictNodeSchema),
});

export const baseDataList = endpoint({
  method: 'GET',
  path: '/bs/common/baseData/list',
  summary: 'Base data options by category (UNIT_CLASS: units of measure grouped by class)',
  access: 'session',
  query: z.object({ category: dictCodeSchema }),
  data: z.array(dictOptionSchema),
});

// ── Administration ────────────────────────────────────────────────────────────

export const dictQueryList = endpoint({
  method: 'POST',
  path: '/a/bd/dict/queryList',
  summary: 'Dictionary entries, paged, by dictionary (params.type), keyword and group',
  access: { permission: 'sys:dict:view' },
  body: pageRequest(itemFilters).extend({
    orderBy: z.enum(['sort', 'value', 'label']).default('sort'),
    order: z.enum(['ASC', 'DESC', 'asc', 'desc']).default('ASC'),
  }),
  data: pageOf(dictItemSchema),
});

export const dictQueryTree = endpoint({
  method: 'POST',
  path: '/a/bd/treedict/queryTree',
  summary: 'Every entry of a tree dictionary, enabled or not, nested',
  access: { permission: 'sys:dict:view' },
  body: treeQuerySchema,
  data: z.array(dictItemNodeSchema),
});

/** The deepest a tree dictionary goes (spec 002 §2: dictionary selects of up to three levels). */
export const TREE_DICT_MAX_DEPTH = 3;

export const treeDictSave = endpoint({
  method: 'POST',
  path: '/a/bd/treedict',
  summary:
    'Create or edit a node of a tree dictionary: at most three levels, its value unique in the dictionary',
  access: { permission: 'sys:dict:edit' },
  body: dictItemSaveSchema,
  data: dictItemSchema,
});

export const treeDictDelete = endpoint({
  method: 'DELETE',
  path: '/a/bd/treedict/{id}',
  summary: 'Delete a node of a tree dictionary that has no nodes beneath it',
  access: { permission: 'sys:dict:delete' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});

export const treeDictUpdateSortList = endpoint({
  method: 'POST',
  path: '/a/bd/treedict/updateSortList',
  summary:
    'Set parent and sort of several nodes of one tree dictionary (a renumbered level after a drag)',
  access: { permission: 'sys:dict:edit' },
  body: z
    .array(
      z.object({
        id: idSchema,
        parentId: idSchema.nullish().transform((value) => value ?? null),
        sort: z.coerce.number().int().min(0).max(1_000_000),
      }),
    )
    .min(1)
    .max(1000),
  data: z.null(),
});
export type TreeDictPlacement = z.input<NonNullable<typeof treeDictUpdateSortList.body>>[number];

export const dictSave = endpoint({
  method: 'POST',
  path: '/a/bd/dict',
  summary: 'Create or edit a dictionary entry (values unique within the dictionary)',
  access: { permission: 'sys:dict:edit' },
  body: dictItemSaveSchema,
  data: dictItemSchema,
});

export const dictDelete = endpoint({
  method: 'DELETE',
  path: '/a/bd/dict/{id}',
  summary: 'Delete a dictionary entry that has no entries beneath it',
  access: { permission: 'sys:dict:delete' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});

export const dictTypeQueryList = endpoint({
  method: 'POST',
  path: '/a/bd/dict/type/queryList',
  summary: 'Dictionaries, paged, by code or name (and kind: list or tree)',
  access: { permission: 'sys:dict:view' },
  body: pageRequest(
    z.object({ keyword: plainText(64).optional(), kind: z.enum(['list', 'tree']).optional() }),
  ),
  data: pageOf(dictTypeSchema),
});

export const dictTypeSave = endpoint({
  method: 'POST',
  path: '/a/bd/dict/type',
  summary: 'Create or edit a dictionary (codes unique in the company)',
  access: { permission: 'sys:dict:edit' },
  body: dictTypeSaveSchema,
  data: dictTypeSchema,
});

export const dictTypeDelete = endpoint({
  method: 'DELETE',
  path: '/a/bd/dict/type/{id}',
  summary: 'Delete a dictionary that has no entries left',
  access: { permission: 'sys:dict:delete' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});
