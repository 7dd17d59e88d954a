import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idSchema, optionalText, pageOf, pageRequest, plainText } from './paging';
import { wfInstanceRowSchema, wfInstanceStatusSchema } from './workflow';

// The form engine (spec 000 §3 form field config, §4; spec 002 model-form-manager, dev-online).
// A form definition lists its fields and, per process node, how each field shows; records hold
// the values. The server validates every value against the definition (modules/forms/validate.ts).
// Record endpoints check `<permission>:view` / `<permission>:edit` of the form in the handler,
// since the permission is the form's own (or the caller is a participant of the record's flow).

export const formFieldTypeSchema = z.enum([
  'text',
  'textarea',
  'number',
  'money',
  'date',
  'datetime',
  'dict',
  'treeDict',
  'dept',
  'user',
  'attachments',
  'subTable',
  'richText',
]);
export type FormFieldType = z.infer<typeof formFieldTypeSchema>;

/** A field key: an identifier the values are stored under ({key}_label beside it). */
export const formFieldKeySchema = z
  .string()
  .trim()
  .regex(/^[a-z][A-Za-z0-9_]{0,39}$/, {
    error: '字段标识须以小写字母开头，最多40位字母、数字或 _',
  });

/** A form code: the path segment of /form/{formCode}. */
export const formCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, {
    error: '表单编码须以字母开头，仅含字母、数字、_ 和 -',
  });

/** English and Spanish labels beside the Chinese one. */
export const formLabelsSchema = z.object({
  en: plainText(100).optional(),
  es: plainText(100).optional(),
});
export type FormLabels = z.infer<typeof formLabelsSchema>;

const boundSchema = z
  .string()
  .trim()
  .regex(/^-?\d{1,15}(\.\d{1,6})?$/, { error: '上下限须为数字' });

export const formFieldRulesSchema = z.object({
  /** Lower bound of number/money (a decimal string). */
  min: boundSchema.optional(),
  /** Upper bound of number/money (a decimal string). */
  max: boundSchema.optional(),
  /** Most characters of text/textarea/richText. */
  maxLength: z.number().int().min(1).max(100_000).optional(),
  /** Most decimals of number (money always has 2). */
  scale: z.number().int().min(0).max(6).optional(),
  /** A regular expression text values must match. */
  pattern: z.string().max(200).optional(),
  /** The message shown when the pattern does not match. */
  patternMessage: plainText(200).optional(),
});
export type FormFieldRules = z.infer<typeof formFieldRulesSchema>;

export const formOptionSchema = z.object({ value: plainText(64), label: plainText(100) });
export type FormOption = z.infer<typeof formOptionSchema>;

const formFieldBaseSchema = z.object({
  key: formFieldKeySchema,
  label: plainText(100).pipe(z.string().min(1, { error: '请输入字段名称' })),
  labels: formLabelsSchema.optional(),
  type: formFieldTypeSchema,
  defaultValue: z.unknown().optional(),
  required: z.boolean().default(false),
  rules: formFieldRulesSchema.optional(),
  /** Columns of a 4-column grid. */
  width: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).default(1),
  /** dict / treeDict: the dictionary's code. */
  dictCode: plainText(64).optional(),
  /** dict without a dictionary: the choices. */
  options: z.array(formOptionSchema).max(500).optional(),
  /** Shown as a column of the record list. */
  listed: z.boolean().default(false),
});
export type FormFieldColumn = z.infer<typeof formFieldBaseSchema>;

export const formFieldSchema = formFieldBaseSchema.extend({
  /** subTable only: its columns (no nested sub-tables). */
  columns: z.array(formFieldBaseSchema).max(50).optional(),
});
export type FormField = z.infer<typeof formFieldSchema>;
export type FormFieldInput = z.input<typeof formFieldSchema>;

/** How a field shows at one process node (spec 000 §3 form field config). */
export const formNodeFieldSchema = z.object({
  display: z.boolean(),
  readonly: z.boolean(),
  required: z.boolean(),
  /** Another field rendered in its place (e.g. a label text field). */
  renderField: z.string().max(40).optional(),
});
export type FormNodeField = z.infer<typeof formNodeFieldSchema>;

/** Node configs: activity id → field key → config. */
const formNodesSchema = z.record(
  z.string().max(64),
  z.record(z.string().max(40), formNodeFieldSchema),
);

export const formSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  labels: formLabelsSchema.optional(),
  processKey: z.string().nullable(),
  categoryName: z.string().nullable(),
  /** Permission prefix: `<permission>:view` reads the records, `<permission>:edit` writes them. */
  permission: z.string(),
  fields: z.array(formFieldSchema),
  /**
   * A field not named in a node's config is displayed, editable only at the start node and
   * read-only at every other node; `required` follows the field.
   */
  nodes: z.record(z.string(), z.record(z.string(), formNodeFieldSchema)),
  /**
   * wf-treegrid: the key of a 'text' field holding the id of the record's parent (a record of the
   * same form; no cycles). Absent: the records are a flat list.
   */
  treeParent: z.string().nullable().optional(),
  /** Bumped on every designer save; earlier definitions are kept (formVersionGet). */
  version: z.number().int().optional(),
  updatedAt: z.string(),
});
export type FormDefinition = z.infer<typeof formSchema>;

/** Definition rows of the designer's list (without fields). */
export const formSummarySchema = formSchema
  .omit({ fields: true, nodes: true })
  .extend({ fieldCount: z.number().int(), recordCount: z.number().int() });
export type FormSummary = z.infer<typeof formSummarySchema>;

export const formRecordSchema = z.object({
  id: z.string(),
  formCode: z.string(),
  /**
   * Money as strings with 2 decimals, number as strings, date 'YYYY-MM-DD', datetime
   * 'YYYY-MM-DD HH:mm:ss', dict/dept/user ids as strings, attachments as arrays of file ids,
   * subTable as arrays of objects.
   */
  values: z.record(z.string(), z.unknown()),
  /** {field}_label values for dict/dept/user fields, keyed by field key. */
  labels: z.record(z.string(), z.string()),
  instanceId: z.string().nullable(),
  instanceStatus: wfInstanceStatusSchema.nullable(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdDate: z.string(),
  updatedBy: z.string().nullable(),
  updatedDate: z.string(),
  lastSubmitUserName: z.string().nullable(),
  lastSubmitDate: z.string().nullable(),
  /** The definition version the record was last saved with (it renders with that version). */
  formVersion: z.number().int().optional(),
});
export type FormRecord = z.infer<typeof formRecordSchema>;

/** Record values as sent; the server validates each against the field definitions. */
const formValuesInput = z.record(z.string().max(64), z.unknown());

export const formDefinitionSaveSchema = z
  .object({
    id: idSchema.optional(),
    code: formCodeSchema,
    name: plainText(100).pipe(z.string().min(1, { error: '请输入表单名称' })),
    labels: formLabelsSchema.optional(),
    processKey: optionalText(64),
    categoryName: optionalText(100),
    permission: z
      .string()
      .trim()
      .regex(/^[A-Za-z][A-Za-z0-9:_.-]{0,99}$/, {
        error: '权限前缀只能包含字母、数字和 : _ . -',
      }),
    fields: z.array(formFieldSchema).min(1, { error: '请至少设置一个字段' }).max(200),
    nodes: formNodesSchema.default({}),
    /** wf-treegrid: the 'text' field holding the parent record's id. */
    treeParent: optionalText(40),
  })
  .superRefine((form, ctx) => {
    if (
      form.treeParent &&
      !form.fields.some((field) => field.key === form.treeParent && field.type === 'text')
    )
      ctx.addIssue({
        code: 'custom',
        path: ['treeParent'],
        message: '上级字段须为表单中的单行文本字段',
      });
    const keys = new Set<string>();
    form.fields.forEach((field, index) => {
      if (keys.has(field.key))
        ctx.addIssue({ code: 'custom', path: ['fields', index, 'key'], message: '字段标识重复' });
      keys.add(field.key);
      if (field.type === 'subTable') {
        if (!field.columns?.length)
          ctx.addIssue({
            code: 'custom',
            path: ['fields', index, 'columns'],
            message: '子表至少需要一列',
          });
        const columnKeys = new Set<string>();
        field.columns?.forEach((column, columnIndex) => {
          const path = ['fields', index, 'columns', columnIndex];
          if (columnKeys.has(column.key))
            ctx.addIssue({ code: 'custom', path: [...path, 'key'], message: '字段标识重复' });
          columnKeys.add(column.key);
          if (column.type === 'subTable' || column.type === 'richText')
            ctx.addIssue({
              code: 'custom',
              path: [...path, 'type'],
              message: '子表列不能是子表或富文本',
            });
          if (column.type === 'dict' && !column.dictCode && !column.options?.length)
            ctx.addIssue({
              code: 'custom',
              path: [...path, 'dictCode'],
              message: '请选择字典或填写选项',
            });
        });
      } else if (field.columns?.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['fields', index, 'columns'],
          message: '只有子表可以设置列',
        });
      }
      if (
        (field.type === 'dict' || field.type === 'treeDict') &&
        !field.dictCode &&
        !field.options?.length
      )
        ctx.addIssue({
          code: 'custom',
          path: ['fields', index, 'dictCode'],
          message: '请选择字典或填写选项',
        });
      if (field.rules?.pattern !== undefined) {
        try {
          new RegExp(field.rules.pattern);
        } catch {
          ctx.addIssue({
            code: 'custom',
            path: ['fields', index, 'rules', 'pattern'],
            message: '正则表达式无效',
          });
        }
      }
    });
    for (const [node, config] of Object.entries(form.nodes)) {
      if (!/^[A-Za-z_][A-Za-z0-9_.-]{0,63}$/.test(node))
        ctx.addIssue({ code: 'custom', path: ['nodes', node], message: '节点标识格式不正确' });
      for (const key of Object.keys(config))
        if (!keys.has(key))
          ctx.addIssue({
            code: 'custom',
            path: ['nodes', node, key],
            message: '节点配置了不存在的字段',
          });
    }
  });
export type FormDefinitionSave = z.input<typeof formDefinitionSaveSchema>;

// ── Definitions ────────────────────────────────────────────────────────────────────────────

export const formDisplay = endpoint({
  method: 'GET',
  path: '/b/wf/form/display',
  summary:
    "A form with the resolved field config of one node (the start node when taskDefKey is empty); by formId, formCode or the process it's bound to",
  access: 'session',
  query: z.object({
    formId: idSchema.optional(),
    formCode: formCodeSchema.optional(),
    processKey: plainText(64).optional(),
    taskDefKey: plainText(64).optional(),
  }),
  data: z.object({
    form: formSchema,
    node: z.record(z.string(), formNodeFieldSchema),
  }),
});

export const formDefinitionGet = endpoint({
  method: 'GET',
  path: '/b/wf/form/{formId}',
  summary: 'A form definition (model-form-manager)',
  access: { permission: 'form:design' },
  params: z.object({ formId: idSchema }),
  data: formSchema,
});

export const formDefinitionList = endpoint({
  method: 'POST',
  path: '/b/wf/form/queryList',
  summary: 'Form definitions of the company, filtered by name or code',
  access: { permission: 'form:design' },
  body: pageRequest(z.object({ name: optionalText(100) })),
  data: pageOf(formSummarySchema),
});

export const formDefinitionSave = endpoint({
  method: 'POST',
  path: '/b/wf/form',
  summary:
    'Create or edit a form definition: unique field keys, known types, sub-table columns, node keys naming fields',
  access: { permission: 'form:design' },
  body: formDefinitionSaveSchema,
  data: formSchema,
});

export const formVersionSchema = z.object({
  version: z.number().int(),
  /** The definition the form has now. */
  current: z.boolean(),
  savedAt: z.string(),
  savedByName: z.string().nullable(),
  fieldCount: z.number().int(),
});
export type FormVersion = z.infer<typeof formVersionSchema>;

export const formVersionList = endpoint({
  method: 'GET',
  path: '/b/wf/form/{formId}/versions',
  summary:
    'The versions of a form, newest first: the current one and each one a designer save replaced',
  access: { permission: 'form:design' },
  params: z.object({ formId: idSchema }),
  data: z.array(formVersionSchema),
});

export const formVersionGet = endpoint({
  method: 'GET',
  path: '/b/wf/form/{formId}/versions/{version}',
  summary:
    'One version of a form definition (wf-form/{version}; records render with the version they were saved with); for whoever may display the form',
  access: 'session',
  params: z.object({ formId: idSchema, version: z.coerce.number().int().min(1).max(1_000_000) }),
  data: formSchema,
});

// ── Records ────────────────────────────────────────────────────────────────────────────────

export const formRecordList = endpoint({
  method: 'POST',
  path: '/form/{formCode}/queryList',
  summary:
    'Records of a form, newest first; keyword over text values, filters by field (needs <permission>:view)',
  access: 'session',
  params: z.object({ formCode: formCodeSchema }),
  body: pageRequest(
    z.object({
      keyword: optionalText(100),
      filters: z.record(z.string().max(40), plainText(200)).optional(),
    }),
  ),
  data: pageOf(formRecordSchema),
});

export const formRecordGet = endpoint({
  method: 'GET',
  path: '/form/{formCode}/{id}',
  summary: 'One record (needs <permission>:view, or a part in its flow)',
  access: 'session',
  params: z.object({ formCode: formCodeSchema, id: idSchema }),
  data: formRecordSchema,
});

export const formRecordSave = endpoint({
  method: 'POST',
  path: '/form/{formCode}',
  summary:
    "Create or edit a record; every value validated against the fields and, with taskId, that node's config (candidates only)",
  access: 'session',
  params: z.object({ formCode: formCodeSchema }),
  body: z.object({
    id: idSchema.optional(),
    values: formValuesInput.default({}),
    taskId: idSchema.optional(),
  }),
  data: formRecordSchema,
});

export const formRecordDelete = endpoint({
  method: 'DELETE',
  path: '/form/{formCode}/{id}',
  summary: 'Delete a record; refused while a flow runs or has finished on it',
  access: 'session',
  params: z.object({ formCode: formCodeSchema, id: idSchema }),
  data: z.null(),
});

export const formRecordSubmit = endpoint({
  method: 'POST',
  path: '/form/{formCode}/{id}/submit',
  summary:
    "Submit a record for approval: starts the form's process with its values and completes the applicant's own first step",
  access: 'session',
  params: z.object({ formCode: formCodeSchema, id: idSchema }),
  /** The applicant's own first step (申请人) is completed with the opinion; the flow moves on. */
  body: z.object({ title: optionalText(200), opinion: plainText(2000).default('') }),
  data: z.object({ record: formRecordSchema, instance: wfInstanceRowSchema }),
});
