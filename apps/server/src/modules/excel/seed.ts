import type { Db } from '../../db/database';
import { excelTemplateColumns, excelTemplates } from '../../db/schema';
import type { Importer } from './importers';
import { departmentImporter, dictItemImporter, memberImporter, userImporter } from './targets';

type Stamp = { createdAt: Date; createdBy: string; updatedAt: Date; updatedBy: string };

/** Wider columns for paths and addresses, so the downloaded template reads well. */
const WIDTHS: Record<string, number> = {
  deptPath: 28,
  parentPath: 32,
  email: 26,
  roles: 24,
  area: 24,
  label: 24,
  remarks: 30,
};

/** The demo company's templates, one per importer that exists today (ids name them for tests). */
export const DEMO_EXCEL_TEMPLATES: {
  id: string;
  code: string;
  name: string;
  importer: Importer;
  sheetName: string;
  remarks: string;
  /** Columns whose values may not repeat within a sheet (besides the target's own key). */
  unique?: string[];
}[] = [
  {
    id: 'excel-tpl-user',
    code: 'user-import',
    name: '用户导入模板',
    importer: userImporter,
    sheetName: '用户',
    remarks:
      '部门填写完整路径或唯一的部门名称；多个角色用顿号或逗号分隔；不填初始密码的用户需由管理员重置密码后登录',
    unique: ['phone'],
  },
  {
    id: 'excel-tpl-dept',
    code: 'dept-import',
    name: '部门导入模板',
    importer: departmentImporter,
    sheetName: '部门',
    remarks: '上级部门可以是本表中前面几行新建的部门；不填上级部门时建为顶级部门',
  },
  {
    id: 'excel-tpl-dict',
    code: 'dict-item-import',
    name: '字典条目导入模板',
    importer: dictItemImporter,
    sheetName: '字典条目',
    remarks: '字典编码须为已有字典；同一字典内键值不能重复',
  },
  {
    id: 'excel-tpl-member',
    code: 'member-import',
    name: '会员导入模板',
    importer: memberImporter,
    sheetName: '会员',
    remarks: '会员等级填写等级名称；所在区域填写完整路径或唯一的区域名称',
  },
];

export async function seedExcelTemplates(db: Db, companyId: string, stamp: Stamp): Promise<void> {
  await db.insert(excelTemplates).values(
    DEMO_EXCEL_TEMPLATES.map((template) => ({
      id: template.id,
      companyId,
      code: template.code,
      name: template.name,
      target: template.importer.target,
      sheetName: template.sheetName,
      headerRow: 2,
      remarks: template.remarks,
      ...stamp,
    })),
  );
  await db.insert(excelTemplateColumns).values(
    DEMO_EXCEL_TEMPLATES.flatMap((template) =>
      template.importer.fields.map((field, index) => ({
        id: `${template.id}-${field.field}`,
        companyId,
        templateId: template.id,
        field: field.field,
        title: field.title,
        aliases: field.aliases ?? [],
        type: field.type,
        required: field.required ?? false,
        dictCode: field.dictCode ?? null,
        isUnique: template.unique?.includes(field.field) ?? false,
        maxLength: null,
        width: WIDTHS[field.field] ?? 16,
        sort: index + 1,
        ...stamp,
      })),
    ),
  );
}
