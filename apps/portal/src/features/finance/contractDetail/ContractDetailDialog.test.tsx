import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import { envelope, stubServer } from '../../../app/testing';
import { cleanUpPage } from '../../admin/footprints/adminPageTesting';
import { renderFeature } from '../../profile/renderFeature';
import { financeServer, financeUser } from '../financeFixtures';
import { ContractDetailDialog } from './ContractDetailDialog';

const CONTRACT = {
  id: 'c-1',
  code: 'HT2026030001',
  name: '某医院结算审核',
  customerId: 'cu-1',
  customerName: '某市人民医院',
  businessType: 'settlement',
  departmentId: null,
  departmentName: null,
  leaderUserId: null,
  leaderName: null,
  signedDate: '2026-03-01',
  amount: '50000.50',
  vatRate: '0.06',
  status: 'signed',
  region: null,
  costProjectId: null,
  receivedTotal: '20000.00',
  invoicedTotal: '0.00',
  outstanding: '30000.50',
  members: [],
  receipts: [],
  invoices: [],
};

function open(priceRequest: object | null, cycles: object[]) {
  const user = financeUser(['finance:contract:view']);
  stubServer(
    financeServer(user, {
      'GET /api/b/finance/contract/c-1': { body: envelope({ ...CONTRACT, priceRequest }) },
      'GET /api/b/paymentCycle/findAllList/c-1': {
        body: envelope({
          contractId: 'c-1',
          contractCode: CONTRACT.code,
          contractName: CONTRACT.name,
          contractAmount: CONTRACT.amount,
          receivedTotal: CONTRACT.receivedTotal,
          plannedTotal: CONTRACT.amount,
          cycles,
        }),
      },
    }),
  );
  session.signIn(user);
  return renderFeature(
    <ContractDetailDialog contractId="c-1" code={CONTRACT.code} onClose={vi.fn()} />,
    '/please-price/list',
  );
}

afterEach(() => cleanUpPage());

describe('ContractDetailDialog', () => {
  it('shows the 请价 the contract was made from and its payment cycles', async () => {
    await open(
      {
        id: 'pr-1',
        code: 'QJ2026020001',
        projectName: '某医院结算审核',
        guidanceFee: '55000.00',
        proposedFee: '50000.50',
        discountRate: '0.090900',
        approvedByName: '系统管理员',
        approvedAt: '2026-02-20 10:00:00',
      },
      [
        {
          id: 'y-1',
          seq: 1,
          name: '签约后',
          ratio: '0.4000',
          amount: '20000.20',
          dueDate: '2026-03-10',
          condition: null,
          received: '20000.00',
          outstanding: '0.20',
          status: 'overdue',
        },
      ],
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: '合同 HT2026030001' },
      { timeout: 30_000 },
    );
    expect(
      await within(dialog).findByText(
        'QJ2026020001 某医院结算审核：指导价 55,000.00 元，报价 50,000.50 元，下浮率 9.09%',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('系统管理员 于 2026-02-20 10:00:00 审批')).toBeInTheDocument();
    const cycles = await within(dialog).findByRole('table', { name: '付款节点' });
    expect(within(cycles).getByText('40.00%')).toBeInTheDocument();
    expect(within(cycles).getByText('0.20')).toBeInTheDocument();
    expect(within(cycles).getByText('已逾期')).toBeInTheDocument();
    await expectNoAxeViolations(dialog);
  });

  it('says so when the contract was signed without a 请价 and has no cycles', async () => {
    await open(null, []);
    const dialog = await screen.findByRole(
      'dialog',
      { name: '合同 HT2026030001' },
      { timeout: 30_000 },
    );
    expect(await within(dialog).findByText('该合同未由请价签订')).toBeInTheDocument();
    expect(await within(dialog).findByText('尚未约定付款节点')).toBeInTheDocument();
  });
});
