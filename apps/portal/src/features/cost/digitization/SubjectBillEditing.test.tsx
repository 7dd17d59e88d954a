import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { SubjectBill, UserInfo } from '@ccms/api-client';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import {
  envelope,
  paramListAnswer,
  renderPortal,
  sent,
  stubServer,
  type ServerStub,
  zhangsan,
} from '../../../app/testing';
import { cleanUpPage, layOutByRole } from '../../admin/footprints/adminPageTesting';
import { libraryProjects } from '../library/libraryFixtures';

// Each test mounts the whole portal; on a busy two-core machine the first one also loads it.
vi.setConfig({ testTimeout: 120_000 });

beforeEach(() =>
  layOutByRole({ grid: { width: 2400, height: 600 }, treegrid: { width: 1200, height: 600 } }),
);
afterEach(cleanUpPage);

const PAGE = '/consult/detail/digitization-build?projectId=p-1&tab=subjects';
const editor: UserInfo = {
  ...zhangsan,
  permissions: [...zhangsan.permissions, 'cost:project:edit'],
};

const column = (id: string, extra: Partial<SubjectBill> = {}): SubjectBill => ({
  kind: 'bill',
  billId: id,
  billIds: [id],
  unitId: 'n-u1',
  code: `0105020010${id.slice(-2)}`,
  name: `矩形柱${id}`,
  features: 'C30',
  unit: 'm3',
  quantity: '12.5',
  unitPrice: '700.00',
  amount: '8750.00',
  subjectCode: '0402',
  subjectName: '柱',
  method: 'code',
  score: null,
  edited: false,
  norms: [
    {
      code: '5-12',
      name: '现浇混凝土柱',
      unit: 'm3',
      quantity: '12.5',
      price: '700',
      amount: '8750.00',
    },
  ],
  ...extra,
});

const first = column('b-01');
const second = column('b-02', { unit: 't' });

async function openColumns(extra: ServerStub = {}) {
  const fetchMock = stubServer({
    'GET /api/share/param/paramList': paramListAnswer({ 'sys.name': '造价咨询管理平台' }),
    'GET /api/user/info': { body: envelope(editor) },
    'GET /api/b/project/p-1': { body: envelope(libraryProjects[0]) },
    'POST /api/b/subject/item/querySubjectTree': {
      body: envelope({
        rows: [
          {
            code: '0402',
            name: '柱',
            parentCode: null,
            depth: 0,
            billCount: 2,
            amount: '17500.00',
            share: '100.00',
            perM2: null,
          },
        ],
        total: '17500.00',
        area: null,
        unassignedCount: 0,
        unassignedAmount: '0.00',
      }),
    },
    'POST /api/b/subject/item/countSubjectModelNum': {
      body: envelope({ bills: 2, byCode: 2, bySimilarity: 0, manual: 0, unassigned: 0 }),
    },
    'POST /api/b/subject/item/querySubjectBill': {
      body: envelope({ pageNo: 1, pageSize: 50, total: 2, data: [first, second] }),
    },
    ...extra,
  });
  session.signIn(editor);
  await renderPortal(PAGE);
  const tree = await screen.findByRole('treegrid', { name: '科目树' }, { timeout: 30_000 });
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  await user.click(await within(tree).findByRole('button', { name: '0402 柱' }));
  const bills = await screen.findByRole('grid', { name: '科目清单' });
  await within(bills).findByText('矩形柱b-02');
  const rowOf = (name: string) =>
    within(bills).getByText(name).closest<HTMLElement>('[role="row"]')!;
  return { fetchMock, user, bills, rowOf };
}

describe('科目清单 editing', () => {
  it('edits a quantity in the grid, refusing text that is not a quantity', async () => {
    const { fetchMock, user, rowOf } = await openColumns({
      'POST /api/b/subject/item/updateBillQuantity': {
        body: envelope({ ...first, quantity: '15', amount: '10500.00', edited: true }),
      },
    });
    const cell = within(rowOf('矩形柱b-01')).getByText('12.50');
    await user.dblClick(cell);
    const editor = await screen.findByRole('textbox', { name: /工程量/ });
    await user.clear(editor);
    await user.type(editor, '-3{Enter}');
    expect(await screen.findByText('工程量须为不小于 0 的数字')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', '/api/b/subject/item/updateBillQuantity')).toEqual([]);
    await user.clear(editor);
    await user.type(editor, '15{Enter}');
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', '/api/b/subject/item/updateBillQuantity')).toEqual([
        { billId: 'b-01', quantity: '15' },
      ]),
    );
  });

  it('names why two bills cannot be spliced and keeps 拼接 disabled', async () => {
    const { fetchMock, user, rowOf } = await openColumns({
      'POST /api/b/subject/item/validSplicBill': {
        body: envelope({
          valid: false,
          problems: [{ kind: 'unit', code: null, detail: 'm3、t' }],
        }),
      },
    });
    for (const name of ['矩形柱b-01', '矩形柱b-02'])
      await user.click(within(rowOf(name)).getByRole('checkbox'));
    const check = await screen.findByRole('status', { name: '拼接检查' });
    expect(await within(check).findByText('计量单位不同：m3、t')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', '/api/b/subject/item/validSplicBill').at(-1)).toEqual({
      billIds: ['b-01', 'b-02'],
    });
    expect(screen.getByRole('button', { name: '拼接所选（2）' })).toBeDisabled();
    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it('adds and deletes norms of a subject bill, showing the new amount', async () => {
    const added = {
      ...first,
      edited: true,
      amount: '9100.00',
      norms: [
        ...first.norms,
        { code: '5-99', name: '模板', unit: 'm2', quantity: '10', price: '35', amount: '350.00' },
      ],
    };
    const { fetchMock, user, rowOf } = await openColumns({
      'POST /api/b/subject/item/addNormToSubjectBill': { body: envelope(added) },
      'POST /api/b/subject/item/delNormToSubjectBill': { body: envelope(first) },
    });
    await user.click(within(rowOf('矩形柱b-01')).getByRole('button', { name: '定额' }));
    const dialog = await screen.findByRole('dialog', { name: /定额：/ });
    const grid = within(dialog).getByRole('grid', { name: '科目清单的定额' });
    expect(within(grid).getByText('现浇混凝土柱')).toBeInTheDocument();
    await expectNoAxeViolations(dialog);
    const form = within(dialog).getByRole('form', { name: '添加定额' });
    await user.type(within(form).getByRole('textbox', { name: /定额编号/ }), '5-99');
    await user.type(within(form).getByRole('textbox', { name: /定额名称/ }), '模板');
    await user.type(within(form).getByRole('textbox', { name: /单位/ }), 'm2');
    await user.type(within(form).getByRole('textbox', { name: /工程量/ }), '10');
    await user.type(within(form).getByRole('textbox', { name: /单价/ }), '35');
    await user.click(within(form).getByRole('button', { name: '添加定额' }));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', '/api/b/subject/item/addNormToSubjectBill')).toEqual([
        {
          billId: 'b-01',
          norm: { code: '5-99', name: '模板', unit: 'm2', quantity: '10', price: '35' },
        },
      ]),
    );
    expect(await within(dialog).findByText(/合价 9,100.00 元/)).toBeInTheDocument();
    const row = within(grid).getByText('模板').closest<HTMLElement>('[role="row"]')!;
    await user.click(within(row).getByRole('button', { name: '删除定额' }));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', '/api/b/subject/item/delNormToSubjectBill')).toEqual([
        { billId: 'b-01', index: 1 },
      ]),
    );
  });

  it('adds bills to the subject from the project and takes one out', async () => {
    const { fetchMock, user, rowOf } = await openColumns({
      'POST /api/b/subject/item/selectSubjectBill': {
        body: envelope({
          pageNo: 1,
          pageSize: 20,
          total: 1,
          data: [
            {
              ...column('b-09'),
              name: '构造柱',
              subjectCode: null,
              subjectName: null,
              removed: true,
            },
          ],
        }),
      },
      'POST /api/b/subject/item/addSubjectBill': { body: envelope({ added: 1 }) },
      'POST /api/b/subject/item/delSubjectBill': { body: envelope({ removed: 1 }) },
    });
    await user.click(screen.getByRole('button', { name: '添加清单' }));
    const dialog = await screen.findByRole('dialog', { name: /添加清单到/ });
    const grid = within(dialog).getByRole('grid', { name: '可添加的清单' });
    const row = (await within(grid).findByText('构造柱')).closest<HTMLElement>('[role="row"]')!;
    expect(within(row).getByText('已移出')).toBeInTheDocument();
    await expectNoAxeViolations(dialog);
    await user.click(within(row).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: '添加（1）' }));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', '/api/b/subject/item/addSubjectBill')).toEqual([
        { subjectCode: '0402', billIds: ['b-09'] },
      ]),
    );
    await user.click(within(rowOf('矩形柱b-02')).getByRole('button', { name: '移出科目' }));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', '/api/b/subject/item/delSubjectBill')).toEqual([
        { billIds: ['b-02'] },
      ]),
    );
  });
});
