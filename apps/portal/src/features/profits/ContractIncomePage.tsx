import { IncomeReport } from './IncomeReport';

/** 合同收入 (/b/contract-income-list): per contract signed, invoiced, received, outstanding and received ratio. */
export default function ContractIncomePage() {
  return <IncomeReport mode="contracts" />;
}
