import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { UserInfo } from '@ccms/api-client';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import {
  envelope,
  failure,
  fill,
  paramListAnswer,
  press,
  renderPortal,
  sent,
  stubServer,
  type ServerStub,
  zhangsan,
} from '../../../app/testing';
import { cleanUpPage } from '../../admin/footprints/adminPageTesting';
import { rules } from './qualityFixtures';

vi.setConfig({ testTimeout: 120_000 });

const RULES = '/api/b/quality/rangeSet/all';
const SAVE = '/api/b/quality/rangeSet';

const ruleEditor: UserInfo = {
  ...zhangsan,
  permissions: [...zhangsan.permissions, 'cost:quality:rule'],
};

async function openPage(signedIn: UserInfo = ruleEditor, extra: ServerStub = {}) {
  const fetchMock = stubServer({
    'GET /api/share/param/paramList': paramListAnswer({ 'sys.name': '造价咨询管理平台' }),
    'GET /api/user/info': { body: envelope(signedIn) },
    [`GET ${RULES}`]: { body: envelope(rules) },
    [`POST ${SAVE}`]: { body: envelope(rules[0]) },
    ...extra,
  });
  session.signIn(signedIn);
  await renderPortal('/base-data/ecms-quality-examine');
  await screen.findByRole('heading', { level: 1, name: '检查规则' }, { timeout: 30_000 });
  await screen.findByText('单方造价区间');
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { fetchMock, user };
}

afterEach(cleanUpPage);

describe('QualityRulesPage', () => {
  it('shows the rules grouped by check with defaults and the company’s overrides', async () => {
    await openPage();
    const main = screen.getByRole('main');
    const range = within(main).getByRole('region', { name: '单方造价区间检查' });
    const row = within(range).getByText('单方造价区间').closest('tr')!;
    expect(within(row).getByText('元/m²')).toBeInTheDocument();
    expect(within(row).getByText('警告')).toBeInTheDocument();
    expect(within(row).getByText('1800')).toBeInTheDocument();
    expect(within(row).getByText('3200')).toBeInTheDocument();
    expect(within(row).getByText('1 条设置')).toBeInTheDocument();
    const tax = within(main).getByRole('region', { name: '税金检查' });
    expect(within(tax).getByText('使用默认值')).toBeInTheDocument();
    await expectNoAxeViolations(main);
  });

  it('edits a rule’s overrides and sends them; shows a refusal and keeps the dialog', async () => {
    const save = vi
      .fn()
      .mockReturnValueOnce(failure('第 2 行与第 1 行的条件重复'))
      .mockReturnValue({ body: envelope(rules[0]) });
    const { fetchMock, user } = await openPage(ruleEditor, { [`POST ${SAVE}`]: save });
    const row = screen.getByText('单方造价区间').closest('tr')!;
    await user.click(press(row, '设置'));
    const dialog = await screen.findByRole('dialog', { name: '规则设置：单方造价区间' });
    expect(within(dialog).getByLabelText('第 1 行 地区')).toHaveValue('杭州');

    await user.click(press(dialog, '新增一行'));
    await fill(user, within(dialog).getByLabelText('第 2 行 地区'), '宁波');
    await fill(user, within(dialog).getByLabelText('第 2 行 下限'), '2,000');
    await fill(user, within(dialog).getByLabelText('第 2 行 上限'), '1500');
    await user.click(press(dialog, '保存'));
    expect(within(dialog).getByText('第 2 行的下限不能大于上限')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();

    const max = within(dialog).getByLabelText('第 2 行 上限');
    await user.clear(max);
    await fill(user, max, '3000');
    await user.click(within(dialog).getByLabelText('第 1 行 启用'));
    await user.click(press(dialog, '保存'));
    expect(
      await within(dialog).findByText('未能保存：第 2 行与第 1 行的条件重复'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('第 2 行 地区')).toHaveValue('宁波');
    expect(sent(fetchMock, 'POST', SAVE)[0]).toEqual({
      key: 'costRangeCheck.perArea',
      overrides: [
        {
          projectKind: 'residential-high',
          region: '杭州',
          fileType: null,
          min: '2200',
          max: '3600',
          severity: null,
          enabled: false,
        },
        {
          projectKind: null,
          region: '宁波',
          fileType: null,
          min: '2,000',
          max: '3000',
          severity: null,
          enabled: true,
        },
      ],
    });

    await user.click(within(dialog).getByRole('button', { name: '删除第 2 行' }));
    await waitFor(() => expect(within(dialog).queryByLabelText('第 2 行 地区')).toBeNull());
    await user.click(press(dialog, '保存'));
    await waitFor(() => expect(sent(fetchMock, 'POST', SAVE)).toHaveLength(2));
    expect(
      (sent(fetchMock, 'POST', SAVE)[1] as { overrides: { region: string }[] }).overrides,
    ).toEqual([expect.objectContaining({ region: '杭州', enabled: false })]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('given no cost:quality:rule, shows the table without the settings button', async () => {
    await openPage(zhangsan);
    expect(screen.queryByText('设置', { selector: 'button' })).toBeNull();
  });
});
