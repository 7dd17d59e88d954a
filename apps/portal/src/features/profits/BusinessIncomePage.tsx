import { IncomeReport } from './IncomeReport';

/** 业务收入 (/b/business-income-list): signed, invoiced and received by business type, with a chart. */
export default function BusinessIncomePage() {
  return <IncomeReport mode="business" />;
}
