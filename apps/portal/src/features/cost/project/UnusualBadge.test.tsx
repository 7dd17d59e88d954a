import { screen } from '@testing-library/react';
import type { UnusualBillMark } from '@ccms/api-client';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { zhangsan } from '../../../app/testing';
import { cleanUpPage } from '../../admin/footprints/adminPageTesting';
import { renderPanel } from '../fees/panelTesting';
import { UnusualBadge } from './unusualBills';

vi.setConfig({ testTimeout: 60_000 });
afterEach(cleanUpPage);

const priced: UnusualBillMark = {
  billId: 'b-2',
  checks: ['expandCheck', 'isUnusual'],
  notes: [
    {
      check: 'expandCheck',
      severity: 'WARN',
      ruleTitle: '清单综合单价',
      message: '综合单价 700.00 超出案例库正常范围 520.00–610.00',
    },
  ],
};
const content: UnusualBillMark = {
  billId: 'b-1',
  checks: ['quantityCheck'],
  notes: [
    {
      check: 'quantityCheck',
      severity: 'WARN',
      ruleTitle: '单方混凝土含量',
      message: '单方混凝土含量 0.61 m³/m² 超出案例库正常范围 0.38–0.50 m³/m²',
    },
  ],
};

async function renderBadge(mark: UnusualBillMark) {
  const onOpenBill = vi.fn();
  const onOpenIndicators = vi.fn();
  const view = await renderPanel(
    <UnusualBadge
      bill="010502001002 构造柱"
      mark={mark}
      onOpenBill={onOpenBill}
      onOpenIndicators={onOpenIndicators}
    />,
    zhangsan,
  );
  return { ...view, onOpenBill, onOpenIndicators };
}

describe('UnusualBadge', () => {
  it('names every check that flags the bill and opens the bill analysis for a price check', async () => {
    const { user, onOpenBill, onOpenIndicators } = await renderBadge(priced);
    const badge = screen.getByRole('button', {
      name: '异常：010502001002 构造柱（清单综合单价、异常清单）清单综合单价：综合单价 700.00 超出案例库正常范围 520.00–610.00',
    });
    expect(badge).toHaveTextContent('异常×2');
    // react-aria opens on hover only once the user is known to use a pointer.
    await user.click(document.body);
    await user.hover(badge);
    const tip = await screen.findByRole('tooltip', {});
    expect(tip).toHaveTextContent('清单综合单价、异常清单');
    expect(tip).toHaveTextContent('点击查看综合单价分析');
    await expectNoAxeViolations(screen.getByRole('main'));
    await user.click(badge);
    expect(onOpenBill).toHaveBeenCalledTimes(1);
    expect(onOpenIndicators).not.toHaveBeenCalled();
  });

  it('opens the indicator analysis for a content check', async () => {
    const { user, onOpenBill, onOpenIndicators } = await renderBadge(content);
    const badge = screen.getByRole('button', { name: /^异常：.*（单方含量）单方混凝土含量：/ });
    expect(badge).toHaveTextContent(/^异常$/);
    await user.click(badge);
    expect(onOpenIndicators).toHaveBeenCalledTimes(1);
    expect(onOpenBill).not.toHaveBeenCalled();
  });
});
