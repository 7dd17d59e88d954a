import { FundsReport } from './FundsReport';

/** 部门资金 (/main-page/departmental-funds): per department received, invoiced, cost and balance, with each department's months. */
export default function DepartmentFundsPage() {
  return <FundsReport mode="funds" />;
}
