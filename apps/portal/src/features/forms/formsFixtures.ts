import type { FormDefinition, FormRecord, UserInfo } from '@ccms/api-client';
import { zhangsan } from '../../app/testing';

// Test data of the form pages: 办公用品领用 bound to officeSupplies, its records and a user.

export const RECEIVE: FormDefinition = {
  id: 'form-receive',
  code: 'officeSuppliesReceive',
  name: '办公用品领用',
  labels: { en: 'Office supplies requests', es: 'Solicitudes de material' },
  processKey: 'officeSupplies',
  categoryName: '行政',
  permission: 'adm:supplies:receive',
  fields: [
    {
      key: 'title',
      label: '申请事由',
      labels: { en: 'Reason' },
      type: 'text',
      required: true,
      width: 2,
      listed: true,
    },
    { key: 'deptId', label: '申请部门', type: 'dept', required: false, width: 1, listed: true },
    { key: 'applyDate', label: '申请日期', type: 'date', required: false, width: 1, listed: false },
    {
      key: 'qty',
      label: '数量',
      type: 'number',
      required: false,
      width: 1,
      listed: false,
      rules: { scale: 0, min: '1' },
    },
    { key: 'amount', label: '合计金额', type: 'money', required: false, width: 1, listed: true },
    {
      key: 'kind',
      label: '类别',
      type: 'dict',
      required: false,
      width: 1,
      listed: false,
      options: [
        { value: 'paper', label: '纸张' },
        { value: 'pen', label: '笔' },
      ],
    },
    {
      key: 'items',
      label: '领用明细',
      type: 'subTable',
      required: false,
      width: 4,
      listed: false,
      columns: [
        { key: 'name', label: '物品', type: 'text', required: true, width: 1, listed: false },
        {
          key: 'count',
          label: '数量',
          type: 'number',
          required: false,
          width: 1,
          listed: false,
          rules: { scale: 0 },
        },
      ],
    },
    { key: 'purpose', label: '用途', type: 'textarea', required: false, width: 4, listed: false },
    {
      key: 'remark',
      label: '审批备注',
      type: 'textarea',
      required: false,
      width: 4,
      listed: false,
    },
  ],
  nodes: {},
  updatedAt: '2026-03-01 09:00:00',
};

/** The start node: everything editable, required as the fields say. */
export function startNode(form: FormDefinition = RECEIVE) {
  return Object.fromEntries(
    form.fields.map((field) => [
      field.key,
      { display: true, readonly: false, required: field.required },
    ]),
  );
}

/** os_admin: read-only except 审批备注, which is required there. */
export function adminNode(form: FormDefinition = RECEIVE) {
  return Object.fromEntries(
    form.fields.map((field) => [
      field.key,
      field.key === 'remark'
        ? { display: true, readonly: false, required: true }
        : { display: true, readonly: true, required: false },
    ]),
  );
}

export function record(id: string, extra: Partial<FormRecord> = {}): FormRecord {
  return {
    id,
    formCode: RECEIVE.code,
    values: {
      title: '领用打印纸',
      deptId: 'dept-general',
      applyDate: '2026-03-02',
      qty: '3',
      amount: '1234.5',
      kind: 'paper',
      items: [{ name: 'A4 纸', count: '3' }],
      purpose: '打印合同',
      remark: null,
    },
    labels: { deptId: '综合部', kind: '纸张' },
    instanceId: null,
    instanceStatus: null,
    createdBy: 'u-zhangsan',
    createdByName: '张三',
    createdDate: '2026-03-02 10:00:00',
    updatedBy: 'u-zhangsan',
    updatedDate: '2026-03-02 10:00:00',
    lastSubmitUserName: null,
    lastSubmitDate: null,
    ...extra,
  };
}

/** 王五 of 综合部 with the form's permissions. */
export function formsUser(permissions: readonly string[]): UserInfo {
  return {
    ...zhangsan,
    userId: 'u-wangwu',
    loginName: 'wangwu',
    name: '王五',
    displayName: '王五',
    permissions: ['home:view', ...permissions],
  };
}
