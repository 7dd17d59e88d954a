import { FundsReport } from './FundsReport';

/** 月度成本 (/cost-management2/list): month × subject with totals, for one department or all; Excel export. */
export default function MonthlyCostPage() {
  return <FundsReport mode="monthly" />;
}
