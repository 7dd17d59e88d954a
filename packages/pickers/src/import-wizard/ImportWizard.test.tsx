import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { toast } from '../../../ui/src/toast/toastStore';
import { renderWithTheme } from '../../../ui/src/test-support/renderWithTheme';
import type { ImportRow } from './core/importTypes';
import { readWorkbook } from './core/readWorkbook';
import {
  bankFields,
  bankStatementCsv,
  balanceContinuity,
  billItemFields,
  billItemsFile,
  existingBillItems,
  readForever,
} from './fixtures';
import { ImportWizard, type ImportWizardProps } from './ImportWizard';

// Read from the calls, not the live toasts: a success toast may close before a slow run checks it.
const toastKinds = ['success', 'notice', 'error'] as const;
let toastCalls: string[] = [];
const messages = () => toastCalls;

function renderWizard(props: Partial<ImportWizardProps> = {}, language = 'zh') {
  const onConfirm = vi.fn<ImportWizardProps['onConfirm']>(() => Promise.resolve());
  const view = renderWithTheme(
    <ImportWizard
      defaultOpen
      fields={billItemFields}
      keyFields={['code']}
      existingRows={existingBillItems}
      onConfirm={onConfirm}
      {...props}
    />,
    language,
  );
  return { ...view, onConfirm: (props.onConfirm as typeof onConfirm | undefined) ?? onConfirm };
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const button = (name: string | RegExp) => screen.getByRole('button', { name });

async function chooseAndRead(file = billItemsFile()) {
  await userEvent.upload(fileInput(), file);
  await userEvent.click(button('读取'));
  await screen.findByRole('table', { name: '列与字段的对应' });
}

/** The field chosen for a column in the mapping table, by the column's header text. */
const fieldSelect = (column: string) =>
  screen.getByRole('button', { name: new RegExp(`“${column}”对应的字段`) });

async function chooseField(column: string, option: string) {
  await userEvent.click(fieldSelect(column));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const previewGrid = () => screen.getByRole('grid', { name: '导入数据预览' });

// jsdom lays nothing out: give every element a box so the grids' virtualizers have a window.
beforeEach(() => {
  toastCalls = [];
  for (const kind of toastKinds) {
    const show = toast[kind];
    vi.spyOn(toast, kind).mockImplementation((message, options) => {
      toastCalls.push(`${kind}: ${message}`);
      return show(message, options);
    });
  }
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1024);
  if (!('scrollTo' in Element.prototype)) {
    (Element.prototype as { scrollTo?: () => void }).scrollTo = () => undefined;
  }
});

describe('ImportWizard', () => {
  afterEach(() => {
    act(() => toast.clear());
    vi.restoreAllMocks();
  });

  it('given it opens, offers the template and file choice; no confirm before a file is chosen', async () => {
    const onDownloadTemplate = vi.fn();
    renderWizard({ onDownloadTemplate });
    const dialog = screen.getByRole('dialog', { name: '导入Excel' });
    expect(within(dialog).getByRole('list', { name: '导入步骤' })).toBeInTheDocument();
    expect(screen.getByText('上传读取').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('button', { name: '确认导入' })).not.toBeInTheDocument();
    expect(button('读取')).toBeDisabled();
    await expectNoAxeViolations(dialog);
    await userEvent.click(button('下载模板'));
    expect(onDownloadTemplate).toHaveBeenCalledTimes(1);
  });

  it('given a chosen file not yet read, confirm warns 请先导入读取文件!', async () => {
    const { onConfirm } = renderWizard();
    await userEvent.upload(fileInput(), billItemsFile());
    expect(screen.getByText('工程量清单.csv')).toBeInTheDocument();
    await userEvent.click(button('确认导入'));
    expect(messages()).toEqual(['notice: 请先导入读取文件!']);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('after reading, says 读取成功!, finds the header below the metadata and matches columns', async () => {
    renderWizard();
    await chooseAndRead();
    expect(messages()).toEqual(['success: 读取成功!']);
    expect(screen.getByText('匹配列').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(button(/表头所在行/)).toHaveTextContent('第 3 行');
    const table = screen.getByRole('table', { name: '列与字段的对应' });
    const rowOf = (header: string) => within(table).getByRole('row', { name: new RegExp(header) });
    expect(within(rowOf('清单编码')).getByText('别名匹配')).toBeInTheDocument();
    expect(fieldSelect('清单编码')).toHaveTextContent('项目编码');
    expect(fieldSelect('数量')).toHaveTextContent('工程量');
    // The sample keeps the code's leading zero and the phone number's digits.
    expect(within(rowOf('清单编码')).getByText('010101001001')).toBeInTheDocument();
    expect(within(rowOf('电话')).getByText('13800138000')).toBeInTheDocument();
    await expectNoAxeViolations(screen.getByRole('dialog'));
  });

  it('when a column is ignored or remapped, the match changes and a missing required field blocks', async () => {
    renderWizard();
    await chooseAndRead();
    await chooseField('数量', '忽略此列');
    expect(fieldSelect('数量')).toHaveTextContent('忽略此列');
    expect(screen.getByRole('alert')).toHaveTextContent('必填字段未匹配：工程量');
    await userEvent.click(button('下一步'));
    expect(messages()).toContain('notice: 必填字段未匹配：工程量');
    expect(screen.getByText('匹配列').closest('li')).toHaveAttribute('aria-current', 'step');

    await chooseField('单价', '工程量');
    expect(fieldSelect('单价')).toHaveTextContent('工程量');
    const table = screen.getByRole('table', { name: '列与字段的对应' });
    expect(
      within(within(table).getByRole('row', { name: /单价/ })).getByText('手动选择'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('previews every row with its errors, filters to errors, and removal needs a selection', async () => {
    renderWizard();
    await chooseAndRead();
    await userEvent.click(button('下一步'));
    expect(screen.getByRole('status')).toHaveTextContent('共 4 行，2 行有错误');
    const grid = previewGrid();
    expect(within(grid).getByText(/工程量应为数字/)).toBeInTheDocument();
    expect(within(grid).getByText(/联系电话格式不正确/)).toBeInTheDocument();
    expect(within(grid).getAllByText(/项目编码重复/)).toHaveLength(2);
    expect(within(grid).getByText('abc')).toHaveAttribute('data-invalid', 'true');
    await expectNoAxeViolations(screen.getByRole('dialog'));

    await userEvent.click(screen.getByRole('switch', { name: '只看有错误的行' }));
    expect(within(previewGrid()).queryByText('回填方')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: '只看有错误的行' }));

    await userEvent.click(button('移除所选行'));
    expect(messages()).toEqual(['success: 读取成功!', 'notice: 请选择数据源!']);

    // Removing the row with the bad quantity leaves its twin code valid.
    const badRow = within(previewGrid()).getByRole('row', { name: /挖一般土方/ });
    await userEvent.click(within(badRow).getByRole('checkbox'));
    await userEvent.click(button('移除所选行'));
    expect(within(previewGrid()).queryByText('挖一般土方')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('共 3 行，1 行有错误');
    expect(within(previewGrid()).queryByText(/项目编码重复/)).not.toBeInTheDocument();
  });

  it('compares existing and Excel rows side by side in 650 px grids, marking new and overwriting rows', async () => {
    renderWizard();
    await chooseAndRead();
    await userEvent.click(button('下一步'));
    await userEvent.click(button('下一步'));
    const existing = screen.getByRole('grid', { name: '现有数据' });
    const excel = screen.getByRole('grid', { name: 'Excel数据' });
    expect(within(existing).getByText('挖一般土方（市政）')).toBeInTheDocument();
    const overwritten = within(excel).getByRole('row', { name: /平整场地/ });
    expect(within(overwritten).getByText('覆盖')).toBeInTheDocument();
    // 1200 differs from the stored 1000.
    expect(within(overwritten).getByText('1200')).toHaveAttribute('data-changed', 'true');
    expect(
      within(within(excel).getByRole('row', { name: /回填方/ })).getByText('新增'),
    ).toBeInTheDocument();
    expect(
      within(within(excel).getByRole('row', { name: /挖沟槽土方/ })).getByText('有错误'),
    ).toBeInTheDocument();
    await expectNoAxeViolations(screen.getByRole('dialog'));
  });

  it('on confirm, shows 导入中 while saving the valid rows, then offers the rejected rows', async () => {
    let finish: (value: { rejected: { row: number; reasons: string[] }[] }) => void = () => {};
    const onConfirm = vi.fn<ImportWizardProps['onConfirm']>(
      () => new Promise((resolve) => (finish = resolve)),
    );
    const onImported = vi.fn();
    renderWizard({ onConfirm, onImported });
    await chooseAndRead();
    await userEvent.click(button('确认导入'));
    expect(await screen.findByText('导入中')).toBeInTheDocument();
    const [rows, context] = onConfirm.mock.calls[0] ?? [];
    expect((rows as ImportRow[]).map((row) => row.values.code)).toEqual([
      '010101001001',
      '010103001001',
    ]);
    expect(context?.colIndexMaps).toEqual({
      code: 0,
      name: 1,
      unit: 2,
      quantity: 3,
      price: 4,
      contact: 5,
    });
    expect(context?.headerRowNumber).toBe(3);

    await act(() => {
      finish({ rejected: [{ row: 7, reasons: ['清单编码已被锁定'] }] });
      return Promise.resolve();
    });
    expect(screen.queryByText('导入中')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('已导入 1 行，3 行未导入');
    expect(onImported).toHaveBeenCalledWith(1);
    await expectNoAxeViolations(screen.getByRole('dialog'));

    // jsdom has no object URLs; the download goes through URL.createObjectURL.
    const createObjectURL = vi.fn((file: Blob) =>
      file instanceof File ? `blob:${file.name}` : '',
    );
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    try {
      await userEvent.click(button('下载未导入数据'));
      // exceljs builds the workbook on first use, which takes a while on a busy machine.
      await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
      const [download] = createObjectURL.mock.calls[0] ?? [];
      expect((download as File).name).toBe('未导入数据.xlsx');
      const [sheet] = await readWorkbook(await (download as File).arrayBuffer());
      expect(sheet?.rows.map((row) => [row[0], row[1], row.at(-1)])).toEqual([
        ['行号', '清单编码', '未导入原因'],
        ['5', '010101002001', '项目编码重复；工程量应为数字'],
        ['6', '010101002001', '项目编码重复；联系电话格式不正确'],
        ['7', '010103001001', '清单编码已被锁定'],
      ]);
    } finally {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    }
  });

  it('given every row valid and accepted, toasts success and closes', async () => {
    const csv = '项目编码,项目名称,工程量\r\n010101001001,平整场地,10\r\n';
    const { onConfirm } = renderWizard();
    await chooseAndRead(billItemsFile(csv));
    await userEvent.click(button('确认导入'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(messages()).toContain('success: 导入成功');
  });

  it('given all rows removed, confirm warns 请先导入读取文件!', async () => {
    const csv = '项目编码,项目名称,工程量\r\n010101001001,平整场地,10\r\n';
    const { onConfirm } = renderWizard();
    await chooseAndRead(billItemsFile(csv));
    await userEvent.click(button('下一步'));
    await userEvent.click(within(previewGrid()).getByRole('checkbox', { name: '选择全部行' }));
    await userEvent.click(button('移除所选行'));
    await userEvent.click(button('确认导入'));
    expect(messages()).toContain('notice: 请先导入读取文件!');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('reused for bank statements: aliases, metadata rows and a balance rule', async () => {
    renderWizard({
      fields: bankFields,
      keyFields: ['serial'],
      existingRows: [],
      rules: [balanceContinuity],
    });
    await chooseAndRead(new File([bankStatementCsv], '流水.csv'));
    expect(button(/表头所在行/)).toHaveTextContent('第 3 行');
    expect(fieldSelect('借方发生额')).toHaveTextContent('支出');
    expect(fieldSelect('贷方发生额')).toHaveTextContent('收入');
    await userEvent.click(button('下一步'));
    expect(within(previewGrid()).getByText('余额不连续（应为 950.00）')).toBeInTheDocument();
  });

  it('while reading, shows the progress and keeps the file choice disabled', async () => {
    renderWizard({ readFile: readForever });
    await userEvent.upload(fileInput(), billItemsFile());
    await userEvent.click(button('读取'));
    const progress = await screen.findByRole('progressbar', { name: '读取中' });
    expect(progress).toHaveAttribute('aria-valuenow', '35');
    expect(button('选择文件')).toBeDisabled();
    await expectNoAxeViolations(screen.getByRole('dialog'));
  });

  it('given a file that cannot be read, reports it and stays on the upload step', async () => {
    renderWizard({ readFile: () => Promise.reject(new Error('boom')) });
    await userEvent.upload(fileInput(), billItemsFile());
    await userEvent.click(button('读取'));
    await waitFor(() => expect(messages()).toEqual(['error: 文件读取失败']));
    expect(screen.getByText('上传读取').closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it('speaks English', async () => {
    renderWizard({}, 'en');
    expect(screen.getByRole('dialog', { name: 'Import from Excel' })).toBeInTheDocument();
    await userEvent.upload(fileInput(), billItemsFile());
    await userEvent.click(screen.getByRole('button', { name: 'Confirm import' }));
    expect(messages()).toEqual(['notice: Please import and read a file first!']);
  });
});
