import { z } from 'zod';
import { endpoint } from '../endpoint';
import { auditSchema, idSchema, optionalText, pageOf, pageRequest, plainText } from './paging';

// 造价文件管理 (/main-page/cost-file-manage): the company's cost files by project and stage. A
// document keeps its versions: uploading a new version adds the next one, the list shows the latest
// of each document with how many versions it has, and every version stays downloadable.

export const COST_FILE_VIEW = 'cost:file:view';
export const COST_FILE_EDIT = 'cost:file:edit';

/** The stages of a project's cost work a file belongs to (估算 → 决算). */
export const COST_FILE_STAGES = [
  'estimate',
  'preliminary',
  'budget',
  'tender_control',
  'settlement',
  'final_account',
  'other',
] as const;
export const costFileStageSchema = z.enum(COST_FILE_STAGES, { error: '未知的阶段' });
export type CostFileStage = z.infer<typeof costFileStageSchema>;

export const costFileSchema = z
  .object({
    /** This version's id. */
    id: z.string(),
    /** The document all its versions share. */
    documentId: z.string(),
    version: z.number().int(),
    /** How many versions the document has (on the list's latest rows). */
    versionCount: z.number().int(),
    projectId: z.string(),
    projectName: z.string(),
    projectCode: z.string().nullable(),
    stage: costFileStageSchema,
    name: z.string(),
    fileId: z.string(),
    fileName: z.string(),
    fileSize: z.number().int(),
    remark: z.string().nullable(),
  })
  .extend(auditSchema.shape);
export type CostFile = z.infer<typeof costFileSchema>;

export const costFileParamsSchema = z.object({
  /** The document's name, the file's name, the project's name or code contains. */
  keyword: plainText(100).optional(),
  projectId: idSchema.optional(),
  stage: costFileStageSchema.optional(),
});
export type CostFileParams = z.infer<typeof costFileParamsSchema>;

export const costFileQueryList = endpoint({
  method: 'POST',
  path: '/b/cost/file/queryList',
  summary:
    'Cost files (latest version of each document), newest first, paged, by keyword, project and stage',
  access: { permission: COST_FILE_VIEW },
  body: pageRequest(costFileParamsSchema),
  data: pageOf(costFileSchema),
});

export const costFileSaveSchema = z.object({
  /** A new version of this document; without it a new document. */
  documentId: idSchema.optional(),
  projectId: idSchema,
  stage: costFileStageSchema,
  name: plainText(200).pipe(z.string().min(1, { error: '请输入文件名称' })),
  /** The uploaded file (file module). */
  fileId: idSchema,
  remark: optionalText(500),
});
export type CostFileSave = z.input<typeof costFileSaveSchema>;

export const costFileSave = endpoint({
  method: 'POST',
  path: '/b/cost/file',
  summary:
    'Add a cost file (no documentId) or a new version of a document (its project, stage and name may change with it)',
  access: { permission: COST_FILE_EDIT },
  body: costFileSaveSchema,
  data: costFileSchema,
});

export const costFileVersions = endpoint({
  method: 'GET',
  path: '/b/cost/file/{documentId}/versions',
  summary: 'Every version of a cost file document, newest first',
  access: { permission: COST_FILE_VIEW },
  params: z.object({ documentId: idSchema }),
  data: z.array(costFileSchema),
});

export const costFileDelete = endpoint({
  method: 'DELETE',
  path: '/b/cost/file/{documentId}',
  summary: 'Delete a cost file document with all its versions',
  access: { permission: COST_FILE_EDIT },
  params: z.object({ documentId: idSchema }),
  data: z.null(),
});

export const costFileProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string().nullable(),
});
export type CostFileProject = z.infer<typeof costFileProjectSchema>;

export const costFileProjects = endpoint({
  method: 'GET',
  path: '/b/cost/file/projects',
  summary:
    'The projects a cost file can belong to (the company’s cost projects, by name; at most 1,000)',
  access: { permission: COST_FILE_VIEW },
  data: z.array(costFileProjectSchema),
});
