import { IncomeReport } from './IncomeReport';

/** 业务收入 by business type (/b/business-income-list-tabs): one tab per type listing its contracts. */
export default function BusinessIncomeTabsPage() {
  return <IncomeReport mode="tabs" />;
}
