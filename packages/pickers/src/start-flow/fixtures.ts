import type { StartFlowCategory } from './startFlow';

const pc = { isPcEnable: true };

/** Flow categories as the flow list answers them, for stories and tests. */
export const flowCategories: StartFlowCategory[] = [
  {
    value: '业务流程',
    children: [
      { id: 'f2', name: '项目立项', key: 'project_setup', sort: 2, config: pc },
      { id: 'f1', name: '合同审批', key: 'contract_approval', sort: 1, config: pc },
      { id: 'f3', name: '移动端签到', key: 'mobile_sign', sort: 3, config: { isPcEnable: false } },
    ],
  },
  {
    value: '财务流程',
    children: [
      { id: 'f4', name: '开票申请', key: 'invoice_apply', sort: 1, config: pc },
      { id: 'f5', name: '费用报销', key: 'expense_claim', sort: 2, config: pc },
    ],
  },
  {
    value: '行政流程',
    children: [{ id: 'f6', name: '用车申请', key: 'vehicle_request', config: pc }],
  },
  {
    value: '仅移动端',
    children: [{ id: 'f7', name: '外勤打卡', key: 'field_clock', config: { isPcEnable: false } }],
  },
];
