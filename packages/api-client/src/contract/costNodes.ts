import { z } from 'zod';
import { endpoint } from '../endpoint';
import { decimalInput, decimalString, feeCategorySchema, nodeLevelSchema } from './cost';
import {
  featureValuesSchema,
  projectBaseFeatureSchema,
  featureSaveProject,
  featureQueryProperty,
  featureQueryAttrProperty,
} from './costKinds';
import { idSchema, optionalText, plainText } from './paging';

// A project's kinds per function and speciality (专业), its structure nodes' engineering info
// (工程信息, features, 规模), its own grouping tree (folders that group structure nodes), the
// status of its info tabs and who may audit it (projectAuthorize) — spec 001 §6 and §7
// "Project kinds", "Project nodes and trees".

const viewAccess = { permission: 'cost:project:view' } as const;
const editAccess = { permission: 'cost:project:edit' } as const;

const optionSchema = z.object({ value: z.string(), label: z.string() });

// ── Kinds: functions and specialities ───────────────────────────────────────────────────────

/** A function (a level-3 kind) with the specialities (专业) its unit projects are split into. */
export const nodeFunctionSpecSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** "房屋建筑 / 居住建筑 / 高层住宅" */
  path: z.string(),
  /** The project's own kind, or one its nodes already have features for. */
  selected: z.boolean(),
  specialities: z.array(optionSchema),
});
export type NodeFunctionSpec = z.infer<typeof nodeFunctionSpecSchema>;

export const nodeKindFunSpec = endpoint({
  method: 'GET',
  path: '/b/project/kind/queryProFunAndSpec',
  summary:
    "The functions of a project's kind category, each with its specialities (专业); selected: the project's own or used by its nodes",
  access: viewAccess,
  query: z.object({ projectId: idSchema }),
  data: z.array(nodeFunctionSpecSchema),
});

export const nodeKindFunSpecByFormat = endpoint({
  method: 'GET',
  path: '/b/project/kind/queryProFunAndSpecByFormateId',
  summary:
    'The functions under a format (表格式: a level-1 or level-2 kind, or a function itself), each with its specialities',
  access: viewAccess,
  query: z.object({ formatId: idSchema }),
  data: z.array(nodeFunctionSpecSchema),
});

export const nodeKindFunSpecForSubject = endpoint({
  method: 'GET',
  path: '/b/project/kind/queryProFunAndSpecForSubject/{projectId}/{projectNodeId}/{subjectModelName}',
  summary:
    'The functions a structure node (or its project) has features for, with the specialities a subject model covers (all when its name names none: 建筑工程, building …)',
  access: viewAccess,
  params: z.object({
    projectId: idSchema,
    projectNodeId: idSchema,
    subjectModelName: plainText(60).pipe(z.string().min(1)),
  }),
  data: z.array(nodeFunctionSpecSchema),
});

export const nodeProjectFormatSchema = z.object({
  projectId: z.string(),
  /** The level-1 kind (工程类别) the project's format is, null while it has no kind. */
  formatId: z.string().nullable(),
  formatName: z.string().nullable(),
  kindId: z.string().nullable(),
  kindName: z.string().nullable(),
  kindPath: z.string(),
  costIndustry: z.string().nullable(),
});
export type NodeProjectFormat = z.infer<typeof nodeProjectFormatSchema>;

export const nodeKindProjectFormat = endpoint({
  method: 'GET',
  path: '/b/project/kind/queryProjectFormat/{id}',
  summary: "A project's format (表格式): its kind, the kind's category and cost industry",
  access: viewAccess,
  params: z.object({ id: idSchema }),
  data: nodeProjectFormatSchema,
});

export const nodeSubjectFunctionSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Structure nodes of the project with features for this function. */
  nodeCount: z.number().int(),
  own: z.boolean(),
});

export const nodeKindSubjectFunction = endpoint({
  method: 'GET',
  path: '/b/project/kind/querySubjectFunction/{id}',
  summary:
    "The functions a project's subject models are built for: its own kind and those its nodes have features for",
  access: viewAccess,
  params: z.object({ id: idSchema }),
  data: z.array(nodeSubjectFunctionSchema),
});

export const nodeKindSubjectSpecial = endpoint({
  method: 'GET',
  path: '/b/project/kind/querySubjectSpecial/{projectId}/{functionId}',
  summary: "The specialities (专业) of a function, for a project's subject models",
  access: viewAccess,
  params: z.object({ projectId: idSchema, functionId: idSchema }),
  data: z.array(optionSchema),
});

export const nodeProjectKindSchema = z.object({
  nodeId: z.string(),
  projectId: z.string(),
  level: nodeLevelSchema,
  kindId: z.string().nullable(),
  kindPath: z.string(),
  /** The functions this node has features for. */
  functions: z.array(z.object({ id: z.string(), name: z.string() })),
});

export const nodeKindOfNode = endpoint({
  method: 'GET',
  path: '/b/project/node/getProjectKind/{id}',
  summary: "A structure node's project kind and the functions the node has features for",
  access: viewAccess,
  params: z.object({ id: idSchema }),
  data: nodeProjectKindSchema,
});

// ── Structure nodes: engineering info ───────────────────────────────────────────────────────

export const nodeDetailSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  parentId: z.string().nullable(),
  level: nodeLevelSchema,
  code: z.string(),
  name: z.string(),
  sort: z.number().int(),
  /** Names from the project down to this node ("住宅楼 / 1#楼 / 建筑工程"). */
  path: z.string(),
  amount: decimalString.nullable(),
  area: decimalString.nullable(),
  /** 造价 per m² (amount / area), 2 decimals; null without both. */
  unitCost: decimalString.nullable(),
  childCount: z.number().int(),
  unitCount: z.number().int(),
  billCount: z.number().int(),
  labourDayRate: decimalString.nullable(),
  publishedLabourDayRate: decimalString.nullable(),
});
export type NodeDetail = z.infer<typeof nodeDetailSchema>;

export const nodeProjectNode = endpoint({
  method: 'GET',
  path: '/b/project/node/projectNode/{id}',
  summary: 'One structure node with its path, 造价 per m², child, unit and bill counts',
  access: viewAccess,
  params: z.object({ id: idSchema }),
  data: nodeDetailSchema,
});

export const nodeEngineerSchema = z.object({
  node: nodeDetailSchema,
  functions: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** Has stored features on this node. */
      selected: z.boolean(),
      filled: z.number().int(),
      total: z.number().int(),
      missingRequired: z.array(z.string()),
    }),
  ),
});
export type NodeEngineer = z.infer<typeof nodeEngineerSchema>;

export const nodeProjectEngineer = endpoint({
  method: 'GET',
  path: '/b/queryProjectEngineer/{projectId}/{projectNodeId}',
  summary:
    "A 单项/单位工程's engineering info: the node and, per function of the project's category, how many features are filled",
  access: viewAccess,
  params: z.object({ projectId: idSchema, projectNodeId: idSchema }),
  data: nodeEngineerSchema,
});

export const nodePropertySchema = z.object({
  key: z.string(),
  value: z.string(),
});

export const nodeProperty = endpoint({
  method: 'GET',
  path: '/b/queryProjectNodeProperty/{id}',
  summary:
    "A node's properties as label keys and values: level, code, area, 造价, 造价/m², counts, labour rates, its features",
  access: viewAccess,
  params: z.object({ id: idSchema }),
  data: z.array(nodePropertySchema),
});

export const nodeEngineerFeature = endpoint({
  method: 'GET',
  path: '/b/queryEngineerFeature/{nodeId}/{functionId}',
  summary: "A structure node's feature values for one function (its node attributes)",
  access: viewAccess,
  params: z.object({ nodeId: idSchema, functionId: idSchema }),
  data: featureValuesSchema,
});

export const nodeSearchFeatureSchema = z.object({
  name: z.string(),
  type: z.enum(['number', 'integer', 'text', 'select']),
  unit: z.string().nullable(),
  options: z.array(z.string()),
  /** Values the company's nodes have, most used first (at most 50). */
  values: z.array(z.object({ value: z.string(), count: z.number().int() })),
});

export const nodeEngineerFeatureForSearch = endpoint({
  method: 'POST',
  path: '/b/queryEngineerFeatureForSearch',
  summary:
    "A function's node features as search conditions, with the values the company's nodes have",
  access: viewAccess,
  body: z.object({ functionId: idSchema }),
  data: z.array(nodeSearchFeatureSchema),
});

const valuesInput = z
  .record(plainText(40), plainText(200))
  .refine((values) => Object.keys(values).length <= 200, { error: '特征过多' });

export const nodeSaveEngineerInfo = endpoint({
  method: 'POST',
  path: '/b/saveProjectEngineerInfo',
  summary:
    "Save a 单项/单位工程's name, code and area and, with a function, its feature values; any error saves nothing",
  access: editAccess,
  body: z.object({
    projectId: idSchema,
    nodeId: idSchema,
    name: plainText(100).pipe(z.string().min(1, { error: '请输入名称' })),
    code: plainText(20).default(''),
    area: decimalInput('建筑面积')
      .nullish()
      .transform((value) => value ?? null),
    functionId: idSchema.nullish().transform((value) => value ?? null),
    values: valuesInput.default({}),
  }),
  data: nodeEngineerSchema,
});

export const nodeCustomSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  level: nodeLevelSchema,
  code: z.string(),
  name: z.string(),
  path: z.string(),
  /** The grouping-tree folders it is in. */
  folderIds: z.array(z.string()),
});

export const nodeCustom = endpoint({
  method: 'GET',
  path: '/b/customProjectNode/{id}',
  summary:
    "A project's 单项 and 单位 nodes in tree order, flat, with the grouping folders each is in (the nodes a folder may group)",
  access: viewAccess,
  params: z.object({ id: idSchema }),
  data: z.array(nodeCustomSchema),
});

export const nodeScaleRowSchema = z.object({
  nodeId: z.string(),
  parentId: z.string().nullable(),
  level: nodeLevelSchema,
  name: z.string(),
  /** The area stored on the node. */
  area: decimalString.nullable(),
  /** Σ of its children's computed areas (its own when none has one). */
  computedArea: decimalString.nullable(),
  differs: z.boolean(),
});

export const nodeScaleSummarySchema = z.object({
  projectId: z.string(),
  rows: z.array(nodeScaleRowSchema),
  totalArea: decimalString,
  /** Lengths (道路长度, 管线长度, 桥长 …) summed from the units' features, per feature. */
  lengths: z.array(z.object({ name: z.string(), unit: z.string(), value: decimalString })),
  /** Nodes whose stored area differs from the computed one. */
  differing: z.number().int(),
});
export type NodeScaleSummary = z.infer<typeof nodeScaleSummarySchema>;

export const nodeCalScaleSummary = endpoint({
  method: 'GET',
  path: '/b/calScaleSummary/{id}',
  summary:
    "A project's 规模 summary: areas summed from the units up (单位 → 单项 → 建设项目) against the stored ones, and lengths from the units' features",
  access: viewAccess,
  params: z.object({ id: idSchema }),
  data: nodeScaleSummarySchema,
});

export const nodeResetScale = endpoint({
  method: 'GET',
  path: '/b/resetScale/{id}',
  summary:
    "Reset a project's 规模: store the computed areas on its 单项 and 建设项目 nodes and the project's 建筑面积",
  access: editAccess,
  params: z.object({ id: idSchema }),
  data: nodeScaleSummarySchema,
});

export const nodeFeatureChooseSchema = z.object({
  name: z.string(),
  unit: z.string().nullable(),
  required: z.boolean(),
  options: z.array(z.string()),
});

export const nodeEngineerFeatureChoose = endpoint({
  method: 'GET',
  path: '/b/queryEngineerFeatureChoose/{id}',
  summary: 'The choice lists of a function’s node features (select attributes with their options)',
  access: viewAccess,
  params: z.object({ id: idSchema }),
  data: z.array(nodeFeatureChooseSchema),
});

export const nodeItemFeatureSchema = z.object({
  /** The descriptor of a bill's 项目特征 line ("混凝土强度等级"). */
  name: z.string(),
  values: z.array(z.object({ value: z.string(), count: z.number().int() })),
});

export const nodeItemFeatureChoose = endpoint({
  method: 'GET',
  path: '/b/queryItemFeatureChoose/{id}',
  summary:
    'The 项目特征 descriptors of the bill items under a node with their values and counts (from lines like "1.混凝土强度等级:C30")',
  access: viewAccess,
  params: z.object({ id: idSchema }),
  data: z.array(nodeItemFeatureSchema),
});

export const nodeSysBaseInfo = endpoint({
  method: 'POST',
  path: '/b/sysProjectNodeBaseInfo',
  summary:
    "Synchronise the nodes' base info: the root node's name and area from the project, an unset node area from its 建筑面积 feature",
  access: editAccess,
  body: z.object({ projectId: idSchema }),
  data: z.object({ updated: z.number().int() }),
});

// ── The project's grouping tree (project/tree) ──────────────────────────────────────────────

export const projectTreeNodeRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  level: nodeLevelSchema,
});

export const projectTreeFolderSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  sort: z.number().int(),
  remark: z.string().nullable(),
  nodes: z.array(projectTreeNodeRefSchema),
});
export type ProjectTreeFolder = z.infer<typeof projectTreeFolderSchema>;
export interface ProjectTreeFolderTree extends ProjectTreeFolder {
  children: ProjectTreeFolderTree[];
}
export const projectTreeFolderTreeSchema: z.ZodType<ProjectTreeFolderTree> = z.lazy(() =>
  projectTreeFolderSchema.extend({ children: z.array(projectTreeFolderTreeSchema) }),
);

export const projectTreeGet = endpoint({
  method: 'GET',
  path: '/b/project/tree/projectTree/{id}',
  summary: "A project's grouping tree: folders (sorted) with the structure nodes each groups",
  access: viewAccess,
  params: z.object({ id: idSchema }),
  data: z.array(projectTreeFolderTreeSchema),
});

const nodeIdsInput = z.array(idSchema).max(2000);

export const projectTreeCreate = endpoint({
  method: 'POST',
  path: '/b/project/tree',
  summary:
    "Create a folder of a project's grouping tree (under a folder or at the top), grouping 单项/单位 nodes of the project",
  access: editAccess,
  body: z.object({
    projectId: idSchema,
    parentId: idSchema.nullish().transform((value) => value ?? null),
    name: plainText(60).pipe(z.string().min(1, { error: '请输入分组名称' })),
    remark: optionalText(200),
    nodeIds: nodeIdsInput.default([]),
  }),
  data: projectTreeFolderSchema,
});

export const projectTreeUpdate = endpoint({
  method: 'PUT',
  path: '/b/project/tree',
  summary: 'Rename a folder, change its remark or the nodes it groups',
  access: editAccess,
  body: z.object({
    id: idSchema,
    name: plainText(60).pipe(z.string().min(1, { error: '请输入分组名称' })),
    remark: optionalText(200),
    nodeIds: nodeIdsInput.optional(),
  }),
  data: projectTreeFolderSchema,
});

export const projectTreeDelete = endpoint({
  method: 'DELETE',
  path: '/b/project/tree/{id}',
  summary: 'Delete a folder with its sub-folders (the structure nodes stay)',
  access: editAccess,
  params: z.object({ id: idSchema }),
  data: z.null(),
});

export const projectTreeDrag = endpoint({
  method: 'POST',
  path: '/b/project/tree/dragData',
  summary:
    'Drag and drop in the grouping tree: a folder to another parent (never into itself), or a structure node into a folder (out of the one it came from) at an index',
  access: editAccess,
  body: z.object({
    projectId: idSchema,
    type: z.enum(['folder', 'node']),
    id: idSchema,
    /** A folder id; null moves a folder to the top or takes a node out of its folder. */
    targetId: idSchema.nullish().transform((value) => value ?? null),
    /** The node's folder it is dragged out of (node drags). */
    fromId: idSchema.nullish().transform((value) => value ?? null),
    index: z.coerce.number().int().min(0).max(10_000).default(0),
  }),
  data: z.array(projectTreeFolderTreeSchema),
});

export const projectTreeFind = endpoint({
  method: 'POST',
  path: '/b/project/tree/findProjectTrees',
  summary:
    "A project's folders (flat, tree order) whose name or a grouped node's name contains the keyword, with their path",
  access: viewAccess,
  body: z.object({ projectId: idSchema, keyword: optionalText(60) }),
  data: z.array(projectTreeFolderSchema.extend({ path: z.string() })),
});

// ── Fee kind ────────────────────────────────────────────────────────────────────────────────

export const nodeFeeKind = endpoint({
  method: 'GET',
  path: '/b/project/fee/getKind/{id}',
  summary:
    "The fee kinds (费用类别) of a unit project's fee table with their row counts and amounts, and the unit's tax method",
  access: viewAccess,
  params: z.object({ id: idSchema }),
  data: z.object({
    unitId: z.string(),
    taxMethod: z.enum(['general', 'simple']),
    kinds: z.array(
      z.object({ category: feeCategorySchema, rows: z.number().int(), amount: decimalString }),
    ),
  }),
});

// ── Project features under /b/project (same as projectAttrExtract) ──────────────────────────

export const nodeProjectSaveFeature = endpoint({
  method: 'POST',
  path: '/b/project/saveProjectFeature',
  summary: `${featureSaveProject.summary} (project/ path)`,
  access: editAccess,
  body: featureSaveProject.body!,
  data: featureValuesSchema,
});

export const nodeProjectQueryProperty = endpoint({
  method: 'POST',
  path: '/b/project/queryProjectProperty',
  summary: `${featureQueryProperty.summary} (project/ path)`,
  access: viewAccess,
  body: featureQueryProperty.body!,
  data: projectBaseFeatureSchema,
});

export const nodeProjectQueryAttrProperty = endpoint({
  method: 'POST',
  path: '/b/project/queryProjectAttrProperty',
  summary: `${featureQueryAttrProperty.summary} (project/ path)`,
  access: viewAccess,
  body: featureQueryAttrProperty.body!,
  data: featureValuesSchema,
});

// ── Info status ─────────────────────────────────────────────────────────────────────────────

export const projectInfoTypeSchema = z.enum([
  'all',
  'base',
  'feature',
  'structure',
  'fee',
  'quality',
]);
export type ProjectInfoType = z.infer<typeof projectInfoTypeSchema>;

export const projectInfoStatusSchema = z.object({
  key: projectInfoTypeSchema.exclude(['all']),
  done: z.boolean(),
  /** What is there and what is asked (filled features of required ones, units with a fee table …). */
  count: z.number().int(),
  total: z.number().int(),
});
export type ProjectInfoStatus = z.infer<typeof projectInfoStatusSchema>;

export const nodeProjectInfoStatus = endpoint({
  method: 'GET',
  path: '/b/project/auditing/getProjectInfoStatus/{type}/{projectId}',
  summary:
    "Whether a project's info is complete, per part (base data, features, structure, fee tables, quality check) or all",
  access: viewAccess,
  params: z.object({ type: projectInfoTypeSchema, projectId: idSchema }),
  data: z.array(projectInfoStatusSchema),
});

export const nodeKindStatusSchema = z.object({
  nodeId: z.string(),
  parentId: z.string().nullable(),
  level: nodeLevelSchema,
  name: z.string(),
  /** none: no features; partial: some required features missing; complete. */
  status: z.enum(['none', 'partial', 'complete']),
  functions: z.array(z.string()),
  missingRequired: z.array(z.string()),
});

export type NodeKindStatus = z.infer<typeof nodeKindStatusSchema>;

export const nodeProjectKindStatus = endpoint({
  method: 'GET',
  path: '/b/projectNodeKindStatus/{projectId}',
  summary:
    'Per 单项/单位 node of a project: whether its features (for the functions it has) are complete',
  access: viewAccess,
  params: z.object({ projectId: idSchema }),
  data: z.array(nodeKindStatusSchema),
});

// ── Project authorisation (spec 001 §6) ─────────────────────────────────────────────────────

export const projectAuthorizeMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  loginName: z.string(),
  deptName: z.string().nullable(),
  canAudit: z.boolean(),
  remark: z.string().nullable(),
});

export const projectAuthorizeSchema = z.object({
  projectId: z.string(),
  /** A list exists: only its members with canAudit may run the project's audit actions. */
  restricted: z.boolean(),
  /** The caller may audit this project. */
  canAudit: z.boolean(),
  members: z.array(projectAuthorizeMemberSchema),
});
export type ProjectAuthorize = z.infer<typeof projectAuthorizeSchema>;

export const projectAuthorizeFind = endpoint({
  method: 'GET',
  path: '/b/projectAuthorize/findAuthorize/{id}',
  summary:
    'Who may audit a project: its authorised staff with their audit flag, and whether the caller may (anyone may while the list is empty)',
  access: viewAccess,
  params: z.object({ id: idSchema }),
  data: projectAuthorizeSchema,
});

export const projectAuthorizeSave = endpoint({
  method: 'POST',
  path: '/b/projectAuthorize/saveAuthorize',
  summary:
    "Replace a project's authorised staff (users of the company, each once); an empty list lets everyone with the permission audit",
  access: editAccess,
  body: z.object({
    projectId: idSchema,
    members: z
      .array(
        z.object({
          userId: idSchema,
          canAudit: z.boolean().default(true),
          remark: optionalText(100),
        }),
      )
      .max(200),
  }),
  data: projectAuthorizeSchema,
});
