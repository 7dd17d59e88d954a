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

const LOGICAL = '/api/b/quality/ruleTable/logical';
const CATALOGUE = '/api/b/quality/ruleTable/catalogue/queryList';
const CATALOGUE_SAVE = '/api/b/quality/ruleTable/catalogue';
const side = (zh: string, cls: string | null, unit: string) => ({
  name: { zh, en: zh, es: zh },
  cls,
  prefixes: [],
  names: [],
  notNames: [],
  basement: false,
  unit,
});
const concreteRebar = {
  key: 'concreteRebar',
  label: '有混凝土必有钢筋',
  title: { zh: '有混凝土必有钢筋', en: 'Concrete implies rebar', es: 'Hormigón implica acero' },
  a: side('混凝土', 'concrete', 'm3'),
  b: side('钢筋', 'rebar', 't'),
  relation: 'implies',
  tolerance: '0',
  severity: 'ERROR',
  enabled: true,
};
const rebar = {
  groupCode: '01',
  groupName: '黑色及有色金属',
  classCode: '0101',
  className: '钢筋',
  code: '01010101',
  name: '钢筋',
  spec: 'HRB400 Φ10以内',
  unit: 't',
};
const ruleTableStubs: ServerStub = {
  [`GET ${LOGICAL}`]: { body: envelope({ edited: false, rules: [concreteRebar] }) },
  [`POST ${LOGICAL}`]: { body: envelope({ ...concreteRebar, enabled: false }) },
  [`POST ${CATALOGUE}`]: {
    body: envelope({ pageNo: 1, pageSize: 20, total: 1, edited: true, data: [rebar] }),
  },
  [`POST ${CATALOGUE_SAVE}`]: { body: envelope(rebar) },
};

describe('QualityRulesPage · rule tables', () => {
  it('lists the logical rules and the catalogue, and switches a rule off', async () => {
    const { fetchMock, user } = await openPage(ruleEditor, ruleTableStubs);
    const logical = await screen.findByRole('region', { name: '逻辑检查规则' });
    const row = (await within(logical).findByText('有混凝土必有钢筋')).closest('tr')!;
    expect(within(row).getByText('混凝土 (m3)')).toBeInTheDocument();
    expect(within(row).getByText('有 A 必有 B')).toBeInTheDocument();
    const catalogue = screen.getByRole('region', { name: '标准材料库' });
    expect(await within(catalogue).findByText('01010101')).toBeInTheDocument();
    expect(within(catalogue).getByText('已按本公司修改')).toBeInTheDocument();
    await expectNoAxeViolations(screen.getByRole('main'));

    await user.click(within(row).getByRole('checkbox', { name: '启用“有混凝土必有钢筋”' }));
    await waitFor(() => expect(sent(fetchMock, 'POST', LOGICAL)).toHaveLength(1));
    expect(sent(fetchMock, 'POST', LOGICAL)[0]).toMatchObject({
      key: 'concreteRebar',
      enabled: false,
    });
    expect(sent(fetchMock, 'POST', LOGICAL)[0]).not.toHaveProperty('label');
  });

  it('searches the catalogue and saves a material by keyboard', async () => {
    const { fetchMock, user } = await openPage(ruleEditor, ruleTableStubs);
    const catalogue = await screen.findByRole('region', { name: '标准材料库' });
    await within(catalogue).findByText('01010101');
    await fill(user, within(catalogue).getByLabelText('关键字'), '钢筋');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', CATALOGUE).at(-1)).toMatchObject({ keyword: '钢筋' }),
    );
    await user.click(within(catalogue).getByRole('button', { name: '新增或修改材料 01010101' }));
    expect(within(catalogue).getByLabelText('编码')).toHaveValue('01010101');
    const spec = within(catalogue).getByLabelText('规格');
    await user.clear(spec);
    await fill(user, spec, 'HRB500');
    await user.click(press(catalogue, '保存材料'));
    await waitFor(() => expect(sent(fetchMock, 'POST', CATALOGUE_SAVE)).toHaveLength(1));
    expect(sent(fetchMock, 'POST', CATALOGUE_SAVE)[0]).toEqual({ ...rebar, spec: 'HRB500' });
  });

  it('edits a logical rule’s tolerance and severity by keyboard, checked like the server', async () => {
    let refuse = true;
    const { fetchMock, user } = await openPage(ruleEditor, {
      ...ruleTableStubs,
      [`POST ${LOGICAL}`]: () =>
        refuse
          ? failure('容差须在 0 到 1 之间')
          : { body: envelope({ ...concreteRebar, tolerance: '0.05', severity: 'WARN' }) },
    });
    const logical = await screen.findByRole('region', { name: '逻辑检查规则' });
    await within(logical).findByText('有混凝土必有钢筋');
    const lists = () => sent(fetchMock, 'GET', LOGICAL).length;
    const listedBefore = lists();
    // by keyboard: focus the row's 编辑 and press Enter
    within(logical).getByRole('button', { name: '编辑“有混凝土必有钢筋”' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '编辑规则：有混凝土必有钢筋' });
    const tolerance = within(dialog).getByRole('textbox', { name: /容差/ });
    expect(tolerance).toHaveValue('0');
    await user.clear(tolerance);
    await fill(user, tolerance, '1.5');
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('容差须在 0 到 1 之间')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', LOGICAL)).toEqual([]);

    await user.clear(tolerance);
    await fill(user, tolerance, '0.05');
    await user.click(within(dialog).getByRole('button', { name: /级别/ }));
    await user.click(await screen.findByRole('option', { name: '警告' }));
    await expectNoAxeViolations(dialog);
    await user.click(press(dialog, '保存'));
    // the server's refusal stays in the dialog, in its words
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '未能保存：容差须在 0 到 1 之间',
    );
    refuse = false;
    await user.click(press(dialog, '保存'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '编辑规则：有混凝土必有钢筋' })).toBeNull(),
    );
    const { label: _label, ...rule } = concreteRebar;
    expect(sent(fetchMock, 'POST', LOGICAL)[1]).toEqual({
      ...rule,
      tolerance: '0.05',
      severity: 'WARN',
    });
    // the list is asked again
    await waitFor(() => expect(lists()).toBeGreaterThan(listedBefore));
  });

  it('given no cost:quality:rule, shows the tables without edit controls', async () => {
    await openPage(zhangsan, ruleTableStubs);
    const logical = await screen.findByRole('region', { name: '逻辑检查规则' });
    await within(logical).findByText('有混凝土必有钢筋');
    expect(within(logical).getByRole('checkbox')).toBeDisabled();
    expect(screen.queryByRole('button', { name: '保存材料' })).toBeNull();
    expect(within(logical).queryByRole('button', { name: /编辑/ })).toBeNull();
  });
});
