import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Certificate, UserInfo } from '@ccms/api-client';
import { expectNoAxeViolations } from '../../../../../tooling/vitest/axe';
import { session } from '../../app/session';
import { envelope, fill, press, sent, stubServer, type ServerStub } from '../../app/testing';
import { cleanUpPage, layOutByRole, rowIn } from '../admin/footprints/adminPageTesting';
import { financeServer, financeUser } from '../finance/financeFixtures';
import { renderFeature } from '../profile/renderFeature';
import StaffCertificatePage from './StaffCertificatePage';

vi.setConfig({ testTimeout: 120_000 });

const audit = {
  createdBy: 'u-admin',
  createdAt: '2026-03-01 09:00:00',
  updatedBy: 'u-admin',
  updatedAt: '2026-03-01 09:00:00',
};

function certificate(id: string, extra: Partial<Certificate> = {}): Certificate {
  return {
    id,
    userId: 'u-zhangsan',
    userName: '张三',
    departmentId: 'd-1',
    departmentName: '造价一部',
    kind: 'cost_engineer_1',
    certNo: '建[造]13330000012345',
    registeredUnit: '华建造价咨询有限公司',
    issueDate: '2018-05-01',
    validUntil: '2027-05-01',
    educationHours: 60,
    fileId: null,
    fileName: null,
    memo: null,
    status: 'valid',
    daysLeft: 425,
    ...audit,
    ...extra,
  };
}

const EXPIRING = certificate('c-2', {
  userName: '王敏',
  certNo: '33005178',
  kind: 'supervisor',
  validUntil: '2026-03-12',
  status: 'expiring',
  daysLeft: 10,
});
const EXPIRED = certificate('c-3', {
  userName: '赵强',
  certNo: '浙1332010201100567',
  kind: 'constructor_1',
  validUntil: '2026-02-10',
  status: 'expired',
  daysLeft: -20,
});

const LIST = '/api/b/staff-certificate/queryList';
const server = (extra: ServerStub = {}): ServerStub => ({
  [`POST ${LIST}`]: {
    body: envelope({
      pageNo: 1,
      pageSize: 20,
      total: 3,
      data: [EXPIRED, EXPIRING, certificate('c-1')],
    }),
  },
  'GET /api/b/staff-certificate/expiring': { body: envelope([EXPIRED, EXPIRING]) },
  'GET /api/b/staff-certificate/summary': {
    body: envelope({
      rows: [
        {
          kind: 'cost_engineer_1',
          departmentId: 'd-1',
          departmentName: '造价一部',
          valid: 3,
          expiring: 1,
          expired: 0,
        },
        {
          kind: 'cost_engineer_1',
          departmentId: 'd-2',
          departmentName: '造价二部',
          valid: 2,
          expiring: 0,
          expired: 1,
        },
      ],
      byKind: [{ kind: 'cost_engineer_1', valid: 5, expiring: 1, expired: 1 }],
    }),
  },
  ...extra,
});

async function open(permissions: string[], extra: ServerStub = {}) {
  const user: UserInfo = financeUser(permissions);
  const fetchMock = stubServer(financeServer(user, server(extra)));
  session.signIn(user);
  await renderFeature(<StaffCertificatePage />, '/b/staff-certificate');
  const grid = await screen.findByRole('grid', { name: '人员证书列表' }, { timeout: 30_000 });
  await within(grid).findByText('33005178', {});
  return {
    fetchMock,
    grid,
    user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

beforeEach(() => layOutByRole({ grid: { width: 4000, height: 800 } }));
afterEach(() => {
  cleanUpPage();
  for (const node of document.querySelectorAll('[data-live-announcer]')) node.remove();
});

describe('StaffCertificatePage', () => {
  it('lists certificates with the status and days the server computed', async () => {
    const { grid } = await open(['certificate:view', 'certificate:edit']);
    const expiring = rowIn(grid, '33005178');
    expect(within(expiring).getByText('即将到期')).toBeInTheDocument();
    expect(within(expiring).getByText('10 天')).toBeInTheDocument();
    expect(within(expiring).getByText('监理工程师')).toBeInTheDocument();
    const expired = rowIn(grid, '浙1332010201100567');
    expect(within(expired).getByText('已过期')).toBeInTheDocument();
    expect(within(expired).getByText('已过期 20 天')).toBeInTheDocument();
    expect(within(rowIn(grid, '建[造]13330000012345')).getByText('有效')).toBeInTheDocument();
    expect(screen.getByText('共 3 本证书')).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('shows the expiry warnings and the count by kind and department', async () => {
    const { user } = await open(['certificate:view']);
    await user.click(screen.getByRole('tab', { name: '到期预警' }));
    const warnings = await screen.findByRole('grid', {
      name: '已过期和 90 天内到期的证书',
    });
    await within(warnings).findByText('33005178');
    expect(within(warnings).queryByText('建[造]13330000012345')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '持证统计' }));
    const summary = await screen.findByRole('grid', { name: '按证书类别和部门统计' });
    const total = await within(summary).findByText('一级注册造价工程师合计');
    const totalRow = total.closest('[role="row"]') as HTMLElement;
    expect(within(totalRow).getByText('5')).toBeInTheDocument();
    expect(within(rowIn(summary, '造价二部')).getByText('2')).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('offers no changes without certificate:edit', async () => {
    const { grid } = await open(['certificate:view']);
    expect(screen.queryByText('新增证书', { selector: 'button' })).not.toBeInTheDocument();
    expect(within(rowIn(grid, '33005178')).queryByText('编辑')).not.toBeInTheDocument();
    expect(screen.getByText('导出 Excel', { selector: 'button' })).toBeInTheDocument();
  });

  it('asks for a holder and a number before saving', async () => {
    const SAVE = '/api/b/staff-certificate';
    const { user, fetchMock } = await open(['certificate:view', 'certificate:edit']);
    await user.click(press(document.body, '新增证书'));
    const dialog = await screen.findByRole('dialog', { name: '新增人员证书' });
    await expectNoAxeViolations(dialog);
    await user.click(press(dialog, '保存'));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^证书编号/)).toHaveAttribute('aria-invalid', 'true'),
    );
    await fill(user, within(dialog).getByLabelText(/^证书编号/), 'JL-2026-001');
    await user.click(press(dialog, '保存'));
    await waitFor(() => expect(sent(fetchMock, 'POST', SAVE)).toHaveLength(0));
  });
});
