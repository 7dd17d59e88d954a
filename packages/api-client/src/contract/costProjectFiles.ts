import { z } from 'zod';
import { endpoint } from '../endpoint';
import { decimalString } from './cost';
import { fileItemSchema } from './file';
import { idSchema, optionalText, plainText } from './paging';

// The project library's search conditions (spec 001 §2 search panel, §7 "Search"), a project's
// files and the workbooks and archives uploaded with it (§7 "Project files"), view counts, the
// project summary (汇总), bills compared across projects and the personal library (§7 "Project
// nodes and trees"). Files are always named by attachment id, never by a path.

// ── Search conditions ───────────────────────────────────────────────────────────────────────

/** One choice of a condition kind: what is sent back in the search, its label and how many projects have it. */
export const projectConditionChoiceSchema = z.object({
  value: z.string(),
  label: z.string(),
  /** Projects of the caller's company that match this choice alone. */
  count: z.number().int(),
});
export type ProjectConditionChoice = z.infer<typeof projectConditionChoiceSchema>;

/** The condition kinds of the search panel. */
export const projectConditionKindSchema = z.enum([
  'subject',
  'bill',
  'material',
  'items',
  'relativity',
  'expand',
]);
export type ProjectConditionKind = z.infer<typeof projectConditionKindSchema>;

const conditionBody = z.object({
  /** Only choices whose value or label contains this text. */
  searchContent: plainText(50).optional(),
});

const conditionCall = {
  method: 'POST',
  access: { permission: 'cost:project:view' },
  body: conditionBody,
  data: z.array(projectConditionChoiceSchema),
} as const;

export const projectSubjectCondition = endpoint({
  ...conditionCall,
  path: '/b/project/index/search/getSubjectCondition',
  summary:
    'Subjects the library’s bills fall under (by code rule or assignment), with project counts',
});
export const projectBillCondition = endpoint({
  ...conditionCall,
  path: '/b/project/index/search/getBillCondition',
  summary:
    'Bill codes (first 9 digits) of the library with their commonest name and project counts',
});
export const projectMaterialCondition = endpoint({
  ...conditionCall,
  path: '/b/project/index/search/getMaterialCondition',
  summary: 'Standard materials the library’s resources are coded to, with project counts',
});
export const projectItemsCondition = endpoint({
  ...conditionCall,
  path: '/b/project/index/search/getItemsCondition',
  summary: 'Indicators the library’s projects have a value for, with project counts',
});
export const projectRelativityCondition = endpoint({
  ...conditionCall,
  path: '/b/project/index/search/getRelativityCondition',
  summary: 'Relativity rules flagged in the projects’ latest check, with project counts',
});
export const projectExpandCondition = endpoint({
  ...conditionCall,
  path: '/b/project/index/search/getExpandCondition',
  summary: 'Expand rules flagged in the projects’ latest check, with project counts',
});

// ── Project files ───────────────────────────────────────────────────────────────────────────

/** What a project's upload is for: a bill workbook, a price list, drawings, images or an archive. */
export const projectFileKindSchema = z.enum(['bill', 'price', 'drawing', 'image', 'archive']);
export type ProjectFileKind = z.infer<typeof projectFileKindSchema>;

/** The module code a project's attachments carry (file_items.ref_module). */
export const PROJECT_FILE_MODULE = 'cost-project';

export const projectFileList = endpoint({
  method: 'GET',
  path: '/b/project/file/{id}',
  summary: 'The files attached to a project, newest first',
  access: { permission: 'cost:project:view' },
  params: z.object({ id: idSchema }),
  data: z.array(fileItemSchema),
});

export const projectFileAttach = endpoint({
  method: 'POST',
  path: '/b/project/file/',
  summary:
    'Attach uploaded files (by id, not yet attached elsewhere) to a project; answers its files',
  access: { permission: 'cost:project:edit' },
  body: z.object({
    projectId: idSchema,
    fileIds: z.array(idSchema).min(1, { error: '请选择文件' }).max(20),
  }),
  data: z.array(fileItemSchema),
});

export const projectFileImport = endpoint({
  method: 'POST',
  path: '/b/project/file/import',
  summary:
    'Add the files of an uploaded .zip (by file id; all entries or the named ones) to a project, all or nothing',
  access: { permission: 'cost:project:edit' },
  body: z.object({
    projectId: idSchema,
    fileId: idSchema,
    /** Entry names as readDirectory lists them; only matched, never used as a path. */
    entries: z.array(z.string().trim().min(1).max(500)).max(100).optional(),
  }),
  data: z.array(fileItemSchema),
});

export const projectFileSupportSchema = z.object({
  kind: projectFileKindSchema,
  /** Accepted suffixes, lower case, without the dot. */
  suffixes: z.array(z.string()),
});

export const projectFileSupport = endpoint({
  method: 'GET',
  path: '/b/project/file/support/{kind}',
  summary: 'The file formats accepted for a kind of project upload',
  access: { permission: 'cost:project:view' },
  params: z.object({ kind: projectFileKindSchema }),
  data: projectFileSupportSchema,
});

/** A workbook or archive uploaded before: its attachment id, never a path. */
const byFileId = z.object({ fileId: idSchema });

export const projectSheetSchema = z.object({
  index: z.number().int(),
  name: z.string(),
  rowCount: z.number().int(),
  /** 0-based row holding the header (the first row with several text cells), or null. */
  headerRow: z.number().int().nullable(),
  headers: z.array(z.string()),
});
export type ProjectSheet = z.infer<typeof projectSheetSchema>;

export const projectReadExcel = endpoint({
  method: 'POST',
  path: '/b/project/file/readExcel/',
  summary: 'The sheets of an uploaded workbook (by file id) with their header rows',
  access: { permission: 'cost:project:view' },
  body: byFileId,
  data: z.array(projectSheetSchema),
});

const cellValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const projectSheetPreviewSchema = projectSheetSchema.extend({
  /** The first rows under the header (at most 20), as read. */
  rows: z.array(z.array(cellValue)),
});
export type ProjectSheetPreview = z.infer<typeof projectSheetPreviewSchema>;

export const projectReadExcelEx = endpoint({
  method: 'POST',
  path: '/b/project/file/readExcelEx/',
  summary: 'The sheets of an uploaded workbook (by file id) with header rows and their first rows',
  access: { permission: 'cost:project:view' },
  body: byFileId,
  data: z.array(projectSheetPreviewSchema),
});

export const projectExcelPreview = endpoint({
  method: 'POST',
  path: '/b/project/file/excel/preview',
  summary: 'One sheet of an uploaded workbook (by file id): its header row and first rows',
  access: { permission: 'cost:project:view' },
  body: byFileId.extend({ sheet: z.coerce.number().int().min(0).max(200).default(0) }),
  data: projectSheetPreviewSchema,
});

/** One row of a price list: a material and its price, or why the row cannot be read. */
export const projectPriceRowSchema = z.object({
  /** 1-based row number in the sheet. */
  rowNumber: z.number().int(),
  name: z.string(),
  spec: z.string(),
  unit: z.string(),
  price: decimalString.nullable(),
  /** Why the row is refused (no name, price not a number ≥ 0), else null. */
  error: z.string().nullable(),
});
export type ProjectPriceRow = z.infer<typeof projectPriceRowSchema>;

export const projectPricePreviewSchema = z.object({
  sheet: z.string(),
  rows: z.array(projectPriceRowSchema),
  valid: z.number().int(),
  invalid: z.number().int(),
});
export type ProjectPricePreview = z.infer<typeof projectPricePreviewSchema>;

export const projectReadPriceExcel = endpoint({
  method: 'POST',
  path: '/b/project/file/readPriceExcel',
  summary:
    'A price list workbook (by file id) read as material prices (名称, 规格, 单位, 单价): a preview, nothing stored',
  access: { permission: 'cost:project:view' },
  body: byFileId.extend({ sheet: z.coerce.number().int().min(0).max(200).default(0) }),
  data: projectPricePreviewSchema,
});

export const projectArchiveEntrySchema = z.object({
  name: z.string(),
  size: z.number().int(),
  suffix: z.string(),
});

export const projectReadDirectory = endpoint({
  method: 'GET',
  path: '/b/project/file/readDirectory/{id}',
  summary: 'The entries of an uploaded .zip (id: its attachment id), in archive order',
  access: { permission: 'cost:project:view' },
  params: z.object({ id: idSchema }),
  data: z.array(projectArchiveEntrySchema),
});

// ── View counts, images, summary ────────────────────────────────────────────────────────────

export const projectViewCountSchema = z.object({
  projectId: z.string(),
  views: z.number().int(),
});

export const projectLookCount = endpoint({
  method: 'POST',
  path: '/b/project/lookCountProject',
  summary: 'How often each of the given projects was opened (0 when never)',
  access: { permission: 'cost:project:view' },
  body: z.object({ ids: z.array(idSchema).min(1).max(200) }),
  data: z.array(projectViewCountSchema),
});

export const projectAddLookCount = endpoint({
  method: 'GET',
  path: '/b/project/addlookCountProject/{projectId}/{count}',
  summary: 'Count views of a project (count 1–100 at once); answers its new total',
  access: { permission: 'cost:project:view' },
  params: z.object({
    projectId: idSchema,
    count: z.coerce.number().int().min(1).max(100),
  }),
  data: projectViewCountSchema,
});

export const projectImageList = endpoint({
  method: 'GET',
  path: '/b/project/summary/{id}/imageList',
  summary: 'The image files attached to a project, newest first',
  access: { permission: 'cost:project:view' },
  params: z.object({ id: idSchema }),
  data: z.array(fileItemSchema),
});

/** The 汇总 figures of one 单项 or 单位 node (Σ of the units beneath it). */
export const projectSummaryRowSchema = z.object({
  nodeId: z.string(),
  parentId: z.string().nullable(),
  level: z.enum(['single', 'unit']),
  name: z.string(),
  /** 分部分项 (item bills) and 单价措施 (measure bills), from the stored bills. */
  items: decimalString,
  measures: decimalString,
  /** 其他 / 规费 / 税金 / 合计 from the unit's fee table (0.00 without one). */
  other: decimalString,
  lawfee: decimalString,
  tax: decimalString,
  total: decimalString,
  billCount: z.number().int(),
});
export type ProjectSummaryRow = z.infer<typeof projectSummaryRowSchema>;

export const projectSummarySchema = z.object({
  projectId: z.string(),
  name: z.string(),
  rows: z.array(projectSummaryRowSchema),
  /** The project's own figures (Σ of its units). */
  total: projectSummaryRowSchema.omit({ nodeId: true, parentId: true, level: true, name: true }),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const projectXmlSummary = endpoint({
  method: 'GET',
  path: '/b/project/xml/summary/{id}',
  summary: 'A project’s 汇总: each 单项 and 单位 with its bills and fee figures, and the total',
  access: { permission: 'cost:project:view' },
  params: z.object({ id: idSchema }),
  data: projectSummarySchema,
});

export const projectXmlSummaryPost = endpoint({
  method: 'POST',
  path: '/b/project/xml/summary',
  summary: 'A project’s 汇总 (the project named in the body)',
  access: { permission: 'cost:project:view' },
  body: z.object({ projectId: idSchema }),
  data: projectSummarySchema,
});

export const projectXmlSummaryOf = endpoint({
  method: 'POST',
  path: '/b/project/xml/summary/{projectId}',
  summary: 'A project’s 汇总 (the project named in the path)',
  access: { permission: 'cost:project:view' },
  params: z.object({ projectId: idSchema }),
  data: projectSummarySchema,
});

// ── Bills compared across projects ──────────────────────────────────────────────────────────

export const compareBillCellSchema = z.object({
  quantity: decimalString,
  /** amount ÷ quantity (0.00 when the quantity is 0). */
  unitPrice: decimalString,
  amount: decimalString,
});

export const compareBillRowSchema = z.object({
  /** The first 9 digits of the bill code (清单编码). */
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  /** One cell per project, in the order of `projects`; null when that project lacks the bill. */
  cells: z.array(compareBillCellSchema.nullable()),
});

export const compareBillsSchema = z.object({
  projects: z.array(z.object({ id: z.string(), name: z.string() })),
  rows: z.array(compareBillRowSchema),
});
export type CompareBills = z.infer<typeof compareBillsSchema>;

export const compareBillDetailByBt = endpoint({
  method: 'GET',
  path: '/b/compare/billDetailByBt/{ids}',
  summary: 'The same bills (by 9-digit code) side by side across 2–6 projects (ids comma-joined)',
  access: { permission: 'cost:project:view' },
  params: z.object({
    ids: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,64}(,[A-Za-z0-9_-]{1,64}){0,5}$/, {
        error: '请选择 2 至 6 个项目',
      }),
  }),
  data: compareBillsSchema,
});

// ── Personal library ────────────────────────────────────────────────────────────────────────

export const personLibEntrySchema = z.object({
  id: z.string(),
  projectId: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
  /** false when the project was already in the caller's library (nothing changed). */
  added: z.boolean(),
});

export const projectIntoPersonLib = endpoint({
  method: 'POST',
  path: '/b/evaluate/project/intoPersonLib',
  summary: "Put a project into the caller's personal library (once; a second call changes nothing)",
  access: { permission: 'cost:project:view' },
  body: z.object({ projectId: idSchema, note: optionalText(200) }),
  data: personLibEntrySchema,
});
