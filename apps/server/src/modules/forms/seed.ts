import type { FormFieldInput, FormNodeField } from '@ccms/api-client';
import { formFieldSchema } from '@ccms/api-client';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { departments, users, wfFormRecords, wfForms } from '../../db/schema';
import { DEMO_WF_KEY } from '../workflow/seed';

// The administration pages of spec 000 §2.3 as form definitions (one per page) and a few demo
// records. The page → form code map is FORM_PAGES; the portal's pages render them by code.

const SEEDER = 'system';

type Labels = readonly [zh: string, en: string, es: string];

/** A field: key, labels in three languages, type and the rest. */
function field(
  key: string,
  [label, en, es]: Labels,
  type: FormFieldInput['type'],
  extra: Partial<FormFieldInput> = {},
): FormFieldInput {
  return {
    key,
    label,
    labels: { en, es },
    type,
    required: false,
    width: 1,
    listed: false,
    ...extra,
  };
}
const req = { required: true } as const;
const listed = { listed: true } as const;
const wide = { width: 2 } as const;
const full = { width: 4 } as const;

const REMARKS = field('remarks', ['备注', 'Remarks', 'Observaciones'], 'textarea', full);
const FILES = field('files', ['附件', 'Attachments', 'Adjuntos'], 'attachments', full);

export interface FormSeed {
  id: string;
  code: string;
  name: Labels;
  permission: string;
  processKey: string | null;
  categoryName: string;
  fields: FormFieldInput[];
  nodes?: Record<string, Record<string, FormNodeField>>;
  /** wf-treegrid: the text field holding the parent record's id. */
  treeParent?: string;
}

const RECEIVE_FIELDS = [
  field('title', ['申领事由', 'Reason', 'Motivo'], 'text', { ...req, ...listed, ...wide }),
  field('deptId', ['领用部门', 'Department', 'Departamento'], 'dept', {
    ...req,
    ...listed,
    defaultValue: '$currentDept',
  }),
  field('applyDate', ['申请日期', 'Request date', 'Fecha de solicitud'], 'date', {
    ...req,
    ...listed,
    defaultValue: '$today',
  }),
  field('items', ['领用明细', 'Items', 'Artículos'], 'subTable', {
    ...req,
    ...full,
    columns: [
      field('item', ['物品', 'Item', 'Artículo'], 'text', req),
      field('spec', ['规格型号', 'Specification', 'Especificación'], 'text'),
      field('quantity', ['数量', 'Quantity', 'Cantidad'], 'number', {
        ...req,
        rules: { min: '0', scale: 2 },
      }),
    ],
  }),
  field('purpose', ['用途', 'Purpose', 'Uso'], 'textarea', { ...req, ...full }),
  field('approvalNote', ['审批备注', 'Approval note', 'Nota de aprobación'], 'textarea', full),
];

/** Every field read-only at a step, the approval note as given. */
function approvalStep(note: FormNodeField): Record<string, FormNodeField> {
  const node: Record<string, FormNodeField> = {};
  for (const { key } of RECEIVE_FIELDS)
    node[key] = { display: true, readonly: true, required: false };
  node['approvalNote'] = note;
  return node;
}

export const FORM_SEEDS: readonly FormSeed[] = [
  {
    id: 'form-supplies-inventory',
    code: 'officeSuppliesInventory',
    name: ['办公用品库存', 'Office supplies inventory', 'Inventario de material de oficina'],
    permission: 'admin:supplies',
    processKey: null,
    categoryName: '办公用品管理',
    fields: [
      field('name', ['物品名称', 'Item', 'Artículo'], 'text', { ...req, ...listed, ...wide }),
      field('spec', ['规格型号', 'Specification', 'Especificación'], 'text', listed),
      field('unit', ['单位', 'Unit', 'Unidad'], 'dict', { ...listed, dictCode: 'UNIT_CLASS' }),
      field('stock', ['库存数量', 'In stock', 'Existencias'], 'number', {
        ...req,
        ...listed,
        rules: { min: '0', scale: 2 },
      }),
      field('price', ['单价', 'Unit price', 'Precio unitario'], 'money', {
        ...listed,
        rules: { min: '0' },
      }),
      field('location', ['存放位置', 'Location', 'Ubicación'], 'text', listed),
      REMARKS,
    ],
  },
  {
    id: 'form-supplies-purchase',
    code: 'officeSuppliesPurchase',
    name: ['办公用品采购', 'Office supplies purchases', 'Compras de material de oficina'],
    permission: 'admin:supplies:purchase',
    processKey: null,
    categoryName: '办公用品管理',
    fields: [
      field('title', ['采购事由', 'Reason', 'Motivo'], 'text', { ...req, ...listed, ...wide }),
      field('deptId', ['申请部门', 'Department', 'Departamento'], 'dept', { ...req, ...listed }),
      field('purchaseDate', ['申请日期', 'Request date', 'Fecha de solicitud'], 'date', {
        ...req,
        ...listed,
      }),
      field('items', ['采购明细', 'Items', 'Artículos'], 'subTable', {
        ...req,
        ...full,
        columns: [
          field('item', ['物品', 'Item', 'Artículo'], 'text', req),
          field('quantity', ['数量', 'Quantity', 'Cantidad'], 'number', {
            ...req,
            rules: { min: '0', scale: 2 },
          }),
          field('price', ['单价', 'Unit price', 'Precio unitario'], 'money', {
            ...req,
            rules: { min: '0' },
          }),
        ],
      }),
      field('total', ['合计金额', 'Total', 'Importe total'], 'money', {
        ...req,
        ...listed,
        rules: { min: '0' },
      }),
      FILES,
    ],
  },
  {
    id: 'form-supplies-receive',
    code: 'officeSuppliesReceive',
    name: ['办公用品领用', 'Office supplies requests', 'Solicitudes de material de oficina'],
    permission: 'admin:supplies:receive',
    processKey: DEMO_WF_KEY,
    categoryName: '办公用品管理',
    fields: RECEIVE_FIELDS,
    nodes: {
      os_apply: {
        approvalNote: { display: false, readonly: true, required: false },
      },
      os_leader: approvalStep({ display: true, readonly: true, required: false }),
      os_admin: approvalStep({ display: true, readonly: false, required: false }),
    },
  },
  {
    id: 'form-asset-maintain',
    code: 'assetMaintain',
    name: ['资产维修', 'Asset maintenance', 'Mantenimiento de activos'],
    permission: 'admin:asset:maintain',
    processKey: null,
    categoryName: '资产管理',
    fields: [
      field('assetName', ['资产名称', 'Asset', 'Activo'], 'text', { ...req, ...listed }),
      field('assetCode', ['资产编号', 'Asset number', 'Número de activo'], 'text', listed),
      field('deptId', ['使用部门', 'Department', 'Departamento'], 'dept', listed),
      field('faultDate', ['报修日期', 'Reported on', 'Fecha de aviso'], 'date', {
        ...req,
        ...listed,
      }),
      field('fault', ['故障描述', 'Fault', 'Avería'], 'textarea', { ...req, ...full }),
      field('cost', ['维修费用', 'Repair cost', 'Coste de reparación'], 'money', {
        ...listed,
        rules: { min: '0' },
      }),
      field('status', ['维修状态', 'Status', 'Estado'], 'dict', {
        ...listed,
        options: [
          { value: 'pending', label: '待维修' },
          { value: 'repairing', label: '维修中' },
          { value: 'done', label: '已修复' },
        ],
      }),
      FILES,
    ],
  },
  {
    id: 'form-asset-buying',
    code: 'assetBuying',
    name: ['资产申购', 'Asset purchase requests', 'Solicitudes de compra de activos'],
    permission: 'admin:asset:buying',
    processKey: null,
    categoryName: '资产管理',
    fields: [
      field('assetName', ['资产名称', 'Asset', 'Activo'], 'text', { ...req, ...listed }),
      field('spec', ['规格型号', 'Specification', 'Especificación'], 'text', listed),
      field('quantity', ['数量', 'Quantity', 'Cantidad'], 'number', {
        ...req,
        ...listed,
        rules: { min: '1', scale: 0 },
      }),
      field('budget', ['预算金额', 'Budget', 'Presupuesto'], 'money', {
        ...req,
        ...listed,
        rules: { min: '0' },
      }),
      field('deptId', ['申购部门', 'Department', 'Departamento'], 'dept', { ...req, ...listed }),
      field('reason', ['申购理由', 'Reason', 'Motivo'], 'textarea', { ...req, ...full }),
      FILES,
    ],
  },
  {
    id: 'form-asset-broken',
    code: 'assetBroken',
    name: ['资产报废', 'Asset disposal', 'Bajas de activos'],
    permission: 'admin:asset:broken',
    processKey: null,
    categoryName: '资产管理',
    fields: [
      field('assetName', ['资产名称', 'Asset', 'Activo'], 'text', { ...req, ...listed }),
      field('assetCode', ['资产编号', 'Asset number', 'Número de activo'], 'text', listed),
      field('brokenDate', ['报废日期', 'Disposal date', 'Fecha de baja'], 'date', {
        ...req,
        ...listed,
      }),
      field('originalValue', ['原值', 'Original value', 'Valor original'], 'money', listed),
      field('residualValue', ['残值', 'Residual value', 'Valor residual'], 'money', listed),
      field('reason', ['报废原因', 'Reason', 'Motivo'], 'textarea', { ...req, ...full }),
    ],
  },
  {
    id: 'form-vehicle-use',
    code: 'vehicleUse',
    name: ['车辆使用', 'Vehicle use', 'Uso de vehículos'],
    permission: 'admin:vehicle',
    processKey: null,
    categoryName: '车辆管理',
    fields: [
      field('plateNo', ['车牌号', 'Plate number', 'Matrícula'], 'text', {
        ...req,
        ...listed,
        rules: { maxLength: 16 },
      }),
      field('driver', ['用车人', 'Driver', 'Conductor'], 'user', { ...req, ...listed }),
      field('deptId', ['用车部门', 'Department', 'Departamento'], 'dept', listed),
      field('startTime', ['出车时间', 'Departure', 'Salida'], 'datetime', { ...req, ...listed }),
      field('endTime', ['还车时间', 'Return', 'Regreso'], 'datetime', listed),
      field('destination', ['目的地', 'Destination', 'Destino'], 'text', { ...req, ...listed }),
      field('mileage', ['行驶里程（km）', 'Distance (km)', 'Distancia (km)'], 'number', {
        ...listed,
        rules: { min: '0', scale: 1 },
      }),
      field('purpose', ['用车事由', 'Purpose', 'Motivo'], 'textarea', full),
    ],
  },
  {
    id: 'form-oil-card-use',
    code: 'oilCardUse',
    name: ['油卡使用', 'Fuel cards', 'Tarjetas de combustible'],
    permission: 'admin:oilcard',
    processKey: null,
    categoryName: '车辆管理',
    fields: [
      field('cardNo', ['油卡卡号', 'Card number', 'Número de tarjeta'], 'text', {
        ...req,
        ...listed,
      }),
      field('plateNo', ['车牌号', 'Plate number', 'Matrícula'], 'text', listed),
      field('useDate', ['加油日期', 'Date', 'Fecha'], 'date', { ...req, ...listed }),
      field('amount', ['加油金额', 'Amount', 'Importe'], 'money', {
        ...req,
        ...listed,
        rules: { min: '0' },
      }),
      field('liters', ['加油量（升）', 'Litres', 'Litros'], 'number', {
        ...listed,
        rules: { min: '0', scale: 2 },
      }),
      field('handler', ['经办人', 'Handled by', 'Gestionado por'], 'user', listed),
      REMARKS,
    ],
  },
  {
    id: 'form-meeting-room',
    code: 'meetingRoom',
    name: ['会议室管理', 'Meeting rooms', 'Salas de reuniones'],
    permission: 'admin:meeting',
    processKey: null,
    categoryName: '会议室管理',
    fields: [
      field('roomName', ['会议室名称', 'Room', 'Sala'], 'text', { ...req, ...listed }),
      field('location', ['位置', 'Location', 'Ubicación'], 'text', listed),
      field('capacity', ['容纳人数', 'Capacity', 'Capacidad'], 'number', {
        ...listed,
        rules: { min: '1', scale: 0 },
      }),
      field('equipment', ['主要设备', 'Equipment', 'Equipamiento'], 'dict', {
        ...listed,
        options: [
          { value: 'projector', label: '投影仪' },
          { value: 'tv', label: '电视' },
          { value: 'video', label: '视频会议' },
          { value: 'whiteboard', label: '白板' },
        ],
      }),
      field('status', ['状态', 'Status', 'Estado'], 'dict', {
        ...req,
        ...listed,
        defaultValue: 'available',
        options: [
          { value: 'available', label: '可用' },
          { value: 'maintenance', label: '维护中' },
        ],
      }),
      REMARKS,
    ],
  },
  {
    id: 'form-card-holder',
    code: 'cardHolder',
    name: ['名片管理', 'Business cards', 'Tarjetas de visita'],
    permission: 'admin:cardholder',
    processKey: null,
    categoryName: '名片管理',
    fields: [
      field('name', ['姓名', 'Name', 'Nombre'], 'text', { ...req, ...listed }),
      field('company', ['单位', 'Organisation', 'Entidad'], 'text', listed),
      field('post', ['职务', 'Position', 'Cargo'], 'text', listed),
      field('phone', ['电话', 'Phone', 'Teléfono'], 'text', {
        ...listed,
        rules: { pattern: '^[0-9+() -]{5,20}$', patternMessage: '须为电话号码' },
      }),
      field('email', ['邮箱', 'Email', 'Correo electrónico'], 'text', {
        ...listed,
        rules: { pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', patternMessage: '须为邮箱地址' },
      }),
      field('address', ['地址', 'Address', 'Dirección'], 'text', wide),
      REMARKS,
    ],
  },
  {
    id: 'form-staff-notice',
    code: 'staffNotice',
    name: ['员工通知', 'Staff notices', 'Avisos al personal'],
    permission: 'hr:notice',
    processKey: null,
    categoryName: '人力资源',
    fields: [
      field('title', ['标题', 'Title', 'Título'], 'text', { ...req, ...listed, ...full }),
      field('publishDate', ['发布日期', 'Published on', 'Fecha de publicación'], 'date', {
        ...req,
        ...listed,
      }),
      field('deptId', ['发布部门', 'Department', 'Departamento'], 'dept', listed),
      field('body', ['正文', 'Text', 'Texto'], 'richText', { ...req, ...full }),
      FILES,
    ],
  },
  {
    id: 'form-asset-category',
    code: 'assetCategory',
    name: ['资产分类', 'Asset categories', 'Categorías de activos'],
    permission: 'admin:asset:category',
    processKey: null,
    categoryName: '行政管理',
    treeParent: 'parentId',
    fields: [
      field('name', ['分类名称', 'Category', 'Categoría'], 'text', { ...req, ...listed }),
      field('code', ['分类编码', 'Code', 'Código'], 'text', {
        ...listed,
        rules: { maxLength: 20, pattern: '^[A-Za-z0-9-]*$' },
      }),
      field('parentId', ['上级分类', 'Parent category', 'Categoría superior'], 'text'),
      field('years', ['折旧年限', 'Depreciation years', 'Años de amortización'], 'number', {
        ...listed,
        rules: { min: '0', max: '50', scale: 0 },
      }),
      REMARKS,
    ],
  },
];

/** The portal page (spec 000 §2.3 path) of each form code. */
export const FORM_PAGES: Readonly<Record<string, string>> = {
  '/administration-management/office-supplies-management/inventory-list': 'officeSuppliesInventory',
  '/administration-management/office-supplies-management/purchase-list': 'officeSuppliesPurchase',
  '/administration-management/office-supplies-management/receive-list': 'officeSuppliesReceive',
  '/administration-management/asset-management/maintain-management': 'assetMaintain',
  '/administration-management/asset-management/buying-request': 'assetBuying',
  '/administration-management/asset-management/fund-broken': 'assetBroken',
  '/administration-management/use-vehicle-info': 'vehicleUse',
  '/administration-management/oil-card-use': 'oilCardUse',
  '/administration-management/meeting-room-management': 'meetingRoom',
  '/administration-management/card-holder-management': 'cardHolder',
  '/human/staff-notice': 'staffNotice',
  '/administration-management/asset-management/office-base-data': 'assetCategory',
};

interface RecordSeed {
  id: string;
  formId: string;
  values: Record<string, unknown>;
  labels: Record<string, string>;
}

/** A category of the asset tree. */
const category = (
  id: string,
  name: string,
  code: string,
  parentId: string | null,
  years: string | null,
): RecordSeed => ({
  id: `form-rec-asset-cat-${id}`,
  formId: 'form-asset-category',
  values: {
    name,
    code,
    parentId: parentId ? `form-rec-asset-cat-${parentId}` : null,
    years,
    remarks: null,
  },
  labels: {},
});

const DEMO_RECORDS: readonly RecordSeed[] = [
  category('office', '办公设备', 'BG', null, '5'),
  category('computer', '计算机', 'BG-01', 'office', '3'),
  category('printer', '打印复印设备', 'BG-02', 'office', '5'),
  category('furniture', '办公家具', 'JJ', null, '10'),
  category('desk', '办公桌椅', 'JJ-01', 'furniture', '8'),
  {
    id: 'form-rec-staff-notice-1',
    formId: 'form-staff-notice',
    values: {
      title: '关于 2026 年春节放假安排的通知',
      publishDate: '2026-02-02',
      deptId: 'dept-general',
      body:
        '<p>各部门：</p><p>根据国务院办公厅通知，<strong>2 月 15 日至 2 月 23 日</strong>放假调休，共 9 天。</p>' +
        '<ul><li>节前请做好项目资料归档；</li><li>值班安排见附件。</li></ul><p>综合部</p>',
      files: [],
    },
    labels: { deptId: '综合部' },
  },
  {
    id: 'form-rec-inventory-paper',
    formId: 'form-supplies-inventory',
    values: {
      name: 'A4 复印纸',
      spec: '70g 500张/包',
      unit: 'ge',
      stock: '120',
      price: '24.50',
      location: '综合部库房 A-1',
      remarks: null,
    },
    labels: { unit: '个' },
  },
  {
    id: 'form-rec-inventory-pen',
    formId: 'form-supplies-inventory',
    values: {
      name: '中性笔',
      spec: '0.5mm 黑色',
      unit: 'ge',
      stock: '300',
      price: '1.80',
      location: '综合部库房 A-2',
      remarks: null,
    },
    labels: { unit: '个' },
  },
  {
    id: 'form-rec-inventory-toner',
    formId: 'form-supplies-inventory',
    values: {
      name: '打印机硒鼓',
      spec: 'HP 88A',
      unit: 'ge',
      stock: '6',
      price: '365.00',
      location: '综合部库房 B-1',
      remarks: '低于 5 个时采购',
    },
    labels: { unit: '个' },
  },
  {
    id: 'form-rec-vehicle-1',
    formId: 'form-vehicle-use',
    values: {
      plateNo: '苏A·12345',
      driver: 'user-zhangsan',
      deptId: 'dept-cost-1',
      startTime: '2026-03-02 08:30:00',
      endTime: '2026-03-02 17:45:00',
      destination: '南京江北新区项目现场',
      mileage: '86.5',
      purpose: '现场踏勘',
    },
    labels: { driver: '张三', deptId: '造价一部' },
  },
  {
    id: 'form-rec-vehicle-2',
    formId: 'form-vehicle-use',
    values: {
      plateNo: '苏A·67890',
      driver: 'user-wangmin',
      deptId: 'dept-general',
      startTime: '2026-03-05 09:00:00',
      endTime: null,
      destination: '市政务服务中心',
      mileage: null,
      purpose: '办理资质年检',
    },
    labels: { driver: '王敏', deptId: '综合部' },
  },
  {
    id: 'form-rec-meeting-1',
    formId: 'form-meeting-room',
    values: {
      roomName: '第一会议室',
      location: '3 楼 301',
      capacity: '20',
      equipment: 'projector',
      status: 'available',
      remarks: null,
    },
    labels: { equipment: '投影仪', status: '可用' },
  },
  {
    id: 'form-rec-meeting-2',
    formId: 'form-meeting-room',
    values: {
      roomName: '第二会议室',
      location: '3 楼 305',
      capacity: '8',
      equipment: 'video',
      status: 'available',
      remarks: '可视频会议',
    },
    labels: { equipment: '视频会议', status: '可用' },
  },
  {
    id: 'form-rec-meeting-3',
    formId: 'form-meeting-room',
    values: {
      roomName: '洽谈室',
      location: '1 楼大厅东侧',
      capacity: '4',
      equipment: 'whiteboard',
      status: 'maintenance',
      remarks: '空调检修中',
    },
    labels: { equipment: '白板', status: '维护中' },
  },
];

/**
 * The administration forms and their demo records: the forms the company lacks (by id or code) are
 * added with their records, so a later seed form reaches existing databases; forms the company has
 * are left as they are. Records naming demo people or departments the company lacks are left out.
 */
export async function seedForms(tx: Db, company: string, now: Date): Promise<void> {
  const existing = await tx
    .select({ id: wfForms.id, code: wfForms.code })
    .from(wfForms)
    .where(eq(wfForms.companyId, company));
  const missing = FORM_SEEDS.filter(
    (form) => !existing.some((row) => row.id === form.id || row.code === form.code),
  );
  if (missing.length === 0) return;
  const stamp = { createdAt: now, createdBy: SEEDER, updatedAt: now, updatedBy: SEEDER };
  await tx.insert(wfForms).values(
    missing.map((form) => ({
      id: form.id,
      companyId: company,
      code: form.code,
      name: form.name[0],
      labels: { en: form.name[1], es: form.name[2] },
      processKey: form.processKey,
      categoryName: form.categoryName,
      permission: form.permission,
      fields: form.fields.map((f) => formFieldSchema.parse(f)),
      nodes: form.nodes ?? {},
      treeParent: form.treeParent ?? null,
      ...stamp,
    })),
  );
  const depts = new Set(
    (
      await tx
        .select({ id: departments.id })
        .from(departments)
        .where(eq(departments.companyId, company))
    ).map((d) => d.id),
  );
  const people = new Set(
    (await tx.select({ id: users.id }).from(users).where(eq(users.companyId, company))).map(
      (u) => u.id,
    ),
  );
  const known = (record: RecordSeed) =>
    [record.values['deptId'], record.values['driver']].every(
      (id) => id === undefined || depts.has(id as string) || people.has(id as string),
    );
  const added = new Set(missing.map((form) => form.id));
  const records = DEMO_RECORDS.filter((record) => added.has(record.formId) && known(record));
  if (records.length > 0)
    await tx.insert(wfFormRecords).values(
      records.map((record, index) => ({
        ...record,
        companyId: company,
        instanceId: null,
        createdBy: SEEDER,
        // Newest first in the lists: the seed order, a second apart.
        createdDate: new Date(now.getTime() - (records.length - index) * 1000),
        updatedBy: SEEDER,
        updatedDate: now,
      })),
    );
}
