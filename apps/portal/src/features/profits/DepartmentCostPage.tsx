import { FundsReport } from './FundsReport';

/** 部门成本 (/main-page/departmental-cost): per department costs by subject and category, its months and entries. */
export default function DepartmentCostPage() {
  return <FundsReport mode="cost" />;
}
