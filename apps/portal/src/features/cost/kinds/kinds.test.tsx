import { screen, waitFor, within } from '@testing-library/react';
import type {
  ComputedFactor,
  FeatureValues,
  FeeToolBase,
  FeeToolDetail,
  KindAttr,
  UserInfo,
} from '@ccms/api-client';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import { envelope, fill, press, sent, stubServer, zhangsan } from '../../../app/testing';
import { cleanUpPage } from '../../admin/footprints/adminPageTesting';
import { renderFeature } from '../../profile/renderFeature';
import { renderPanel } from '../fees/panelTesting';
import { FactorsDialog } from './FactorsDialog';
import { FeaturesDialog } from './FeaturesDialog';
import FeeToolPage from './FeeToolPage';
import { KisdeeFieldListPage, KisdeeTableListPage } from './KisdeePages';

vi.setConfig({ testTimeout: 60_000 });
afterEach(cleanUpPage);

const editor: UserInfo = {
  ...zhangsan,
  permissions: [...zhangsan.permissions, 'cost:project:edit', 'cost:fee:edit'],
};

const KINDS = [
  { id: 'ck-building', parentId: null, level: 1, name: '房屋建筑', count: 3 },
  { id: 'ck-residential', parentId: 'ck-building', level: 2, name: '居住建筑', count: 1 },
  { id: 'ck-res-high', parentId: 'ck-residential', level: 3, name: '高层住宅', count: 1 },
  { id: 'ck-underground', parentId: 'ck-building', level: 2, name: '地下室/车库', count: 1 },
  { id: 'ck-garage', parentId: 'ck-underground', level: 3, name: '独立地下车库', count: 0 },
];

function attr(name: string, extra: Partial<KindAttr> = {}): KindAttr {
  return {
    id: `attr-${name}`,
    kindId: 'ck-building',
    kindName: '房屋建筑',
    name,
    type: 'number',
    unit: null,
    options: [],
    required: false,
    scope: 'project',
    min: null,
    max: null,
    sort: 1,
    ...extra,
  };
}

const ATTRS = [
  attr('建筑面积', { unit: 'm²', required: true }),
  attr('地上层数', { type: 'integer', unit: '层' }),
  attr('结构类型', { type: 'select', options: ['框架结构', '剪力墙结构'], required: true }),
];

const FEATURES: FeatureValues = {
  kindId: 'ck-res-high',
  fields: [
    { ...ATTRS[0]!, value: '52480.60' },
    { ...ATTRS[1]!, value: '32' },
    { ...ATTRS[2]!, value: '剪力墙结构' },
  ],
  extra: [{ name: '计价依据', value: 'GB 50500-2013' }],
};

const BASE = {
  projectId: 'p-1',
  name: '滨江花园',
  kindId: 'ck-res-high',
  kindPath: '房屋建筑 / 居住建筑 / 高层住宅',
  area: '52480.60',
  floors: 32,
  region: '南京',
  priceDate: '2024-06-30',
  taxMethod: 'general',
};

describe('FeaturesDialog', () => {
  function open(extra = {}) {
    const fetchMock = stubServer({
      'POST /api/b/projectAttrExtract/queryProjectProperty': { body: envelope(BASE) },
      'POST /api/b/projectAttrExtract/queryProjectAttrProperty': { body: envelope(FEATURES) },
      'GET /api/b/project/kind/getProjectKindAndCount': { body: envelope(KINDS) },
      'POST /api/b/kind/attr/queryList': { body: envelope(ATTRS) },
      'POST /api/b/projectAttrExtract/saveProjectBaseFeature': { body: envelope(BASE) },
      'POST /api/b/projectAttrExtract/saveProjectFeature': { body: envelope(FEATURES) },
      ...extra,
    });
    return fetchMock;
  }

  it('shows the kind chain, the base data and the fields the kind asks for; axe-clean', async () => {
    open();
    const onClose = vi.fn();
    await renderPanel(
      <FeaturesDialog projectId="p-1" projectName="滨江花园" onClose={onClose} />,
      editor,
    );
    const dialog = await screen.findByRole('dialog', { name: '项目特征：滨江花园' });
    await within(dialog).findByLabelText(/^建筑面积 \(m²\)/);
    expect(within(dialog).getByLabelText(/^建筑面积 \(m²\)/)).toHaveValue('52480.60');
    expect(within(dialog).getByText('GB 50500-2013')).toBeInTheDocument();
    expect(within(dialog).getAllByText('高层住宅').length).toBeGreaterThan(0);
    await expectNoAxeViolations(dialog);
  });

  it('checks required and number fields before sending, then saves kind and values', async () => {
    const fetchMock = open();
    const onClose = vi.fn();
    const { user } = await renderPanel(
      <FeaturesDialog projectId="p-1" projectName="滨江花园" onClose={onClose} />,
      editor,
    );
    const dialog = await screen.findByRole('dialog', { name: '项目特征：滨江花园' });
    const area = await within(dialog).findByLabelText(/^建筑面积 \(m²\)/);
    await user.clear(area);
    const floors = within(dialog).getByLabelText(/地上层数/);
    await user.clear(floors);
    await fill(user, floors, '3.5');
    await user.click(press(dialog, '保存'));
    expect(await within(dialog).findByText('请填写「建筑面积」')).toBeInTheDocument();
    expect(within(dialog).getByText('「地上层数」须为整数')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', '/api/b/projectAttrExtract/saveProjectFeature')).toEqual([]);

    await fill(user, area, '52,000');
    await user.clear(floors);
    await fill(user, floors, '30');
    await user.click(press(dialog, '保存'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent(fetchMock, 'POST', '/api/b/projectAttrExtract/saveProjectBaseFeature')).toEqual([
      { projectId: 'p-1', kindId: 'ck-res-high', area: '52480.60', floors: 32, region: '南京' },
    ]);
    expect(sent(fetchMock, 'POST', '/api/b/projectAttrExtract/saveProjectFeature')).toEqual([
      {
        projectId: 'p-1',
        values: { 建筑面积: '52,000', 地上层数: '30', 结构类型: '剪力墙结构' },
      },
    ]);
  });
});

function computed(
  code: string,
  value: string | null,
  formula: string | null,
  result: string | null,
): ComputedFactor {
  return {
    id: `f-${code}`,
    sort: 1,
    code,
    name: code,
    unit: '',
    value,
    formula,
    remark: null,
    result,
    issues: [],
  };
}

describe('FactorsDialog', () => {
  it('lists the factors with their values, checks edits live, and saves', async () => {
    const check = vi.fn((init?: RequestInit) => {
      const body = JSON.parse(init?.body as string) as {
        dryRun: boolean;
        factors: { formula: string | null }[];
      };
      const bad = body.factors.some((factor) => factor.formula === 'JZMJ/X');
      return {
        body: envelope({
          saved: !body.dryRun && !bad,
          issues: bad
            ? [
                {
                  index: 1,
                  code: 'HJMJ',
                  kind: 'unknownSymbol',
                  severity: 'error',
                  position: 5,
                  path: null,
                  message: '未知的代号：X',
                },
              ]
            : [],
        }),
      };
    });
    const fetchMock = stubServer({
      'POST /api/b/projectFactors/getProjectFactorsList': {
        body: envelope({
          factors: [
            computed('JZMJ', null, '建筑面积', '52480.6000'),
            computed('HJMJ', null, 'JZMJ/HS', '124.9538'),
          ],
          features: [{ name: '建筑面积', value: '52480.6000' }],
        }),
      },
      'POST /api/b/projectFactors/saveProjectFactors': check,
    });
    const { user } = await renderPanel(
      <FactorsDialog projectId="p-1" projectName="滨江花园" onClose={() => {}} />,
      editor,
    );
    const dialog = await screen.findByRole('dialog', { name: '特殊因子：滨江花园' });
    expect(await within(dialog).findByText('124.9538')).toBeInTheDocument();
    await expectNoAxeViolations(dialog);

    const formula = within(dialog).getByLabelText('第 2 行 公式');
    await user.clear(formula);
    await fill(user, formula, 'JZMJ/X');
    expect(await within(dialog).findByText('未知的代号：X', {})).toBeInTheDocument();
    expect(within(dialog).getByText('有 1 处问题，请修改后保存')).toBeInTheDocument();
    expect(press(dialog, '保存')).toBeDisabled();

    await user.clear(formula);
    await fill(user, formula, 'JZMJ/2');
    await within(dialog).findByText('全部因子有效', {});
    await user.click(press(dialog, '保存'));
    await waitFor(() =>
      expect(
        sent(fetchMock, 'POST', '/api/b/projectFactors/saveProjectFactors').some(
          (body) => !(body as { dryRun: boolean }).dryRun,
        ),
      ).toBe(true),
    );
    const saved = sent(fetchMock, 'POST', '/api/b/projectFactors/saveProjectFactors').find(
      (body) => !(body as { dryRun: boolean }).dryRun,
    ) as { factors: { code: string; formula: string | null }[] };
    expect(saved.factors.map((factor) => [factor.code, factor.formula])).toEqual([
      ['JZMJ', '建筑面积'],
      ['HJMJ', 'JZMJ/2'],
    ]);
  });
});

describe('FactorsDialog · the kind’s defaults', () => {
  it('offers the kind’s defaults not yet listed and adds one to the list that is saved', async () => {
    const special = (code: string, name: string, source: 'project' | 'kind') => ({
      code,
      name,
      unit: code === 'CWS' ? '个' : 'm2',
      value: code === 'CWS' ? '120' : null,
      formula: code === 'CWS' ? null : '建筑面积',
      result: code === 'CWS' ? '120.0000' : '52480.6000',
      source,
      nodeValue: null,
    });
    const fetchMock = stubServer({
      'POST /api/b/projectFactors/getProjectFactorsList': {
        body: envelope({
          factors: [computed('JZMJ', null, '建筑面积', '52480.6000')],
          features: [],
        }),
      },
      'POST /api/b/projectFactors/querySpecialList2': {
        body: envelope([special('JZMJ', '建筑面积', 'project'), special('CWS', '车位数', 'kind')]),
      },
      'POST /api/b/projectFactors/saveProjectFactors': {
        body: envelope({ saved: true, issues: [] }),
      },
    });
    const { user } = await renderPanel(
      <FactorsDialog projectId="p-1" projectName="滨江花园" onClose={() => {}} />,
      editor,
    );
    const dialog = await screen.findByRole('dialog', { name: '特殊因子：滨江花园' });
    const defaults = await within(dialog).findByRole('region', {
      name: '本类型的默认因子（尚未加入）',
    });
    expect(within(defaults).queryByText('JZMJ')).toBeNull();
    expect(within(defaults).getByText('120.0000')).toBeInTheDocument();
    await expectNoAxeViolations(dialog);

    await user.click(within(defaults).getByRole('button', { name: '加入 CWS 车位数' }));
    expect(within(dialog).getByLabelText('第 2 行 代号')).toHaveValue('CWS');
    expect(within(dialog).getByLabelText('第 2 行 数值')).toHaveValue('120');
    await waitFor(() =>
      expect(
        within(dialog).queryByRole('region', { name: '本类型的默认因子（尚未加入）' }),
      ).toBeNull(),
    );
    await within(dialog).findByText('全部因子有效', {});
    await user.click(press(dialog, '保存'));
    await waitFor(() =>
      expect(
        sent(fetchMock, 'POST', '/api/b/projectFactors/saveProjectFactors').some(
          (body) => !(body as { dryRun: boolean }).dryRun,
        ),
      ).toBe(true),
    );
    const saved = sent(fetchMock, 'POST', '/api/b/projectFactors/saveProjectFactors').find(
      (body) => !(body as { dryRun: boolean }).dryRun,
    ) as { factors: { code: string; value: string | null }[] };
    expect(saved.factors.map((factor) => [factor.code, factor.value])).toEqual([
      ['JZMJ', null],
      ['CWS', '120'],
    ]);
  });
});

const FEE_BASE: FeeToolBase = {
  id: 'fb-1',
  area: '江苏省',
  year: 2024,
  name: '2024 江苏省费用定额（一般计税）',
  taxMethod: 'general',
  remark: null,
  rows: 2,
};

function feeRow(code: string, base: string, extra: Partial<FeeToolDetail> = {}): FeeToolDetail {
  return {
    id: `fr-${code}`,
    baseId: 'fb-1',
    parentCode: null,
    sort: 1,
    code,
    name: `${code} 行`,
    category: 'custom',
    base,
    rate: '100.00',
    nonCompetitive: false,
    isTotal: false,
    issues: [],
    ...extra,
  };
}

describe('FeeToolPage', () => {
  it('shows the base tables, the chosen one’s rows and rates; saves a row', async () => {
    const fetchMock = stubServer({
      'GET /api/b/feetool/tbfeebase/getAreas': { body: envelope(['江苏省']) },
      'POST /api/b/feetool/tbfeebase/queryList': {
        body: envelope({ pageNo: 1, pageSize: 100, total: 1, data: [FEE_BASE] }),
      },
      'POST /api/b/feetool/tbfeedetail/queryList': {
        body: envelope([
          feeRow('A', 'FBFXHJ'),
          feeRow('F', 'A+Q', {
            issues: [
              {
                kind: 'unknownSymbol',
                severity: 'error',
                position: 2,
                path: null,
                message: '未知的费用代号：Q',
              },
            ],
          }),
        ]),
      },
      'POST /api/b/feetool/tbfeesimple/getTbFeeSimple': {
        body: envelope({
          baseId: 'fb-1',
          overheadRate: '25.00',
          profitRate: '10.00',
          lawfeeRate: '21.00',
          safetyRate: '3.10',
          taxRate: '9.00',
          remark: null,
        }),
      },
      'POST /api/b/feetool/tbfeedetail': { body: envelope(feeRow('G', 'A')) },
    });
    const { user } = await renderPanel(<FeeToolPage />, editor);
    const main = screen.getByRole('main');
    await within(main).findByRole('heading', { level: 2, name: FEE_BASE.name });
    expect(await within(main).findByText('未知的费用代号：Q')).toBeInTheDocument();
    expect(within(main).getByLabelText('税率(%)')).toHaveValue('9.00');
    await expectNoAxeViolations(main);

    await user.click(press(main, '新增费用行'));
    const dialog = await screen.findByRole('dialog', { name: '新增费用行' });
    await fill(user, within(dialog).getByLabelText(/费用代号/), 'G');
    await fill(user, within(dialog).getByLabelText(/费用名称/), '优质工程增加费');
    await fill(user, within(dialog).getByLabelText(/计算基础/), 'A');
    await user.click(press(dialog, '保存'));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', '/api/b/feetool/tbfeedetail')).toEqual([
        expect.objectContaining({
          baseId: 'fb-1',
          code: 'G',
          name: '优质工程增加费',
          base: 'A',
          rate: '100',
        }),
      ]),
    );
  });
});

describe('kisdee pages', () => {
  it('lists the tables from the server and a table’s fields', async () => {
    stubServer({
      'GET /api/b/kisdee/tableList': {
        body: envelope([
          {
            table: 'cost_bills',
            name: '清单',
            description: '分部分项与单价措施清单',
            fields: 25,
            rows: 4300,
          },
        ]),
      },
      'GET /api/b/kisdee/fieldList': {
        body: envelope([
          {
            field: 'unit_price',
            name: '综合单价',
            type: 'numeric(20, 2)',
            unit: '元',
            description: '必填',
          },
        ]),
      },
    });
    session.signIn(editor);
    await renderFeature(
      <main>
        <KisdeeTableListPage />
      </main>,
    );
    const main = screen.getByRole('main');
    expect(await within(main).findByText('分部分项与单价措施清单')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'cost_bills' })).toHaveAttribute(
      'href',
      '/b/kisdee/field-list?table=cost_bills',
    );
    await expectNoAxeViolations(main);
  });

  it('lists a table’s fields', async () => {
    stubServer({
      'GET /api/b/kisdee/tableList': {
        body: envelope([
          { table: 'cost_bills', name: '清单', description: '清单', fields: 25, rows: 4300 },
        ]),
      },
      'GET /api/b/kisdee/fieldList': {
        body: envelope([
          {
            field: 'unit_price',
            name: '综合单价',
            type: 'numeric(20, 2)',
            unit: '元',
            description: '必填',
          },
        ]),
      },
    });
    session.signIn(editor);
    await renderFeature(
      <main>
        <KisdeeFieldListPage />
      </main>,
      '/b/kisdee/field-list?table=cost_bills',
    );
    const fields = screen.getByRole('main');
    expect(await within(fields).findByText('综合单价')).toBeInTheDocument();
    expect(
      within(fields).getByRole('heading', { level: 1, name: '数据字段：清单' }),
    ).toBeInTheDocument();
    await expectNoAxeViolations(fields);
  });
});
