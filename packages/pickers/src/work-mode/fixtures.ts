import type { WorkModeMenuNode } from './workMode';

/** A menu tree like a user's menuList: three levels, one module without sub-modules. */
export const workModeModules: WorkModeMenuNode[] = [
  {
    id: 'biz',
    name: '业务管理',
    children: [
      {
        id: 'biz-project',
        name: '项目管理',
        children: [
          { id: 'biz-project-list', name: '项目列表' },
          { id: 'biz-project-plan', name: '项目计划' },
        ],
      },
      {
        id: 'biz-contract',
        name: '合同管理',
        children: [{ id: 'biz-contract-list', name: '合同台账' }],
      },
    ],
  },
  {
    id: 'fin',
    name: '财务管理',
    children: [
      {
        id: 'fin-invoice',
        name: '开票管理',
        children: [
          { id: 'fin-invoice-apply', name: '开票申请' },
          { id: 'fin-invoice-list', name: '发票台账' },
        ],
      },
    ],
  },
  { id: 'cockpit', name: '管理驾驶舱' },
];
