import { toast } from '@ccms/ui';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../../../ui/src/test-support/renderWithTheme';
import type { GridView } from '../core/delimited';
import type * as ExportView from '../core/exportView';
import { exportViewToXlsx } from '../core/exportView';
import { downloadBlob } from './downloadBlob';
import { GridExportMenu } from './GridExportMenu';
import { useGridExport } from './useGridExport';

vi.mock('../core/exportView', async (importOriginal) => ({
  ...(await importOriginal<typeof ExportView>()),
  exportViewToXlsx: vi.fn(),
}));

interface Fee {
  code: string;
  amount: number;
}

const view: GridView<Fee> = {
  columns: [
    { key: 'code', title: '编号' },
    { key: 'amount', title: '金额' },
  ],
  rows: [{ code: '00123', amount: -5 }],
};

interface Download {
  href: string;
  fileName: string;
  blob: Blob;
}

let downloads: Download[];
let blobs: Map<string, Blob>;
const revokeObjectURL = vi.fn<(url: string) => void>();

beforeEach(() => {
  downloads = [];
  blobs = new Map();
  // jsdom has no object URLs and does not navigate; record what would be saved instead.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = revokeObjectURL;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ href: this.href, fileName: this.download, blob: blobs.get(this.href)! });
  });
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(exportViewToXlsx).mockReset();
});

function deferred<Value>() {
  let resolve!: (value: Value) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<Value>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

const trigger = () => screen.getByRole('button', { name: /导出/ });

describe('GridExportMenu', { timeout: 15000 }, () => {
  it('given a press, offers Excel and CSV, and is accessible open and closed', async () => {
    const { container } = renderWithTheme(<GridExportMenu getView={() => view} fileName="清单" />);
    await expectNoAxeViolations(container);
    await userEvent.click(trigger());
    const menu = await screen.findByRole('menu', { name: '导出' });
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      '导出 Excel',
      '导出 CSV',
    ]);
    await expectNoAxeViolations(menu);
  });

  it('when CSV is chosen by keyboard, downloads the view read at that moment and toasts success', async () => {
    const getView = vi.fn(() => view);
    renderWithTheme(<GridExportMenu getView={getView} fileName="清单" />);
    expect(getView).not.toHaveBeenCalled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(getView).toHaveBeenCalledTimes(1);
    const [download] = downloads;
    expect(download!.fileName).toBe('清单.csv');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      await download!.blob.arrayBuffer(),
    );
    expect(text).toBe('\uFEFF编号,金额\r\n00123,-5');
    expect(toast.success).toHaveBeenCalledWith('已导出 清单.csv');
  });

  it('while the workbook is built, shows a pending, busy trigger that ignores presses', async () => {
    const building = deferred<File>();
    vi.mocked(exportViewToXlsx).mockReturnValue(building.promise);
    const { container } = renderWithTheme(
      <GridExportMenu getView={() => view} fileName="清单" sheetName="费用" />,
    );
    await userEvent.click(trigger());
    await userEvent.click(await screen.findByRole('menuitem', { name: '导出 Excel' }));

    await waitFor(() => expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true'));
    expect(container.firstElementChild).toHaveAttribute('data-state', 'pending');
    // Focus comes back to the trigger once the menu closes; wait for it so nothing updates later.
    await waitFor(() => expect(trigger()).toHaveFocus());
    expect(trigger()).toHaveAttribute('data-pending', 'true');
    expect(trigger()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(exportViewToXlsx).toHaveBeenCalledWith(view, { fileName: '清单', sheetName: '费用' });
    await expectNoAxeViolations(container);
    await userEvent.click(trigger());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await act(() => {
      building.resolve(new File(['x'], '清单.xlsx'));
      return building.promise;
    });
    await waitFor(() => expect(container.firstElementChild).toHaveAttribute('aria-busy', 'false'));
    expect(downloads.map((download) => download.fileName)).toEqual(['清单.xlsx']);
    expect(toast.success).toHaveBeenCalledWith('已导出 清单.xlsx');
  });

  it('given the workbook fails, toasts the failure and becomes ready again', async () => {
    vi.mocked(exportViewToXlsx).mockRejectedValue(new Error('quota'));
    const { container } = renderWithTheme(<GridExportMenu getView={() => view} fileName="清单" />);
    await userEvent.click(trigger());
    await userEvent.click(await screen.findByRole('menuitem', { name: '导出 Excel' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('导出失败，请重试'));
    expect(downloads).toEqual([]);
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'false');
    expect(trigger()).not.toHaveAttribute('data-pending');
  });

  it('given English, shows the English strings', async () => {
    renderWithTheme(<GridExportMenu getView={() => view} fileName="fees" />, 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('menuitem', { name: 'Export to Excel' })).toBeInTheDocument();
  });
});

describe('downloadBlob', () => {
  it('given a blob, clicks a temporary download link and revokes its URL afterwards', async () => {
    const blob = new Blob(['a']);
    downloadBlob(blob, 'a.csv');
    expect(downloads).toEqual([{ href: 'blob:test/0', fileName: 'a.csv', blob }]);
    expect(document.querySelector('a[download]')).toBeNull();
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:test/0'));
  });
});

describe('useGridExport', () => {
  it('given a second request while one is being built, ignores it', async () => {
    const building = deferred<File>();
    vi.mocked(exportViewToXlsx).mockReturnValue(building.promise);
    const { result } = renderHook(() => useGridExport({ getView: () => view, fileName: '清单' }));
    let first!: Promise<void>;
    act(() => {
      first = result.current.exportView('xlsx');
      void result.current.exportView('csv');
    });
    expect(result.current.pendingFormat).toBe('xlsx');
    await act(async () => {
      building.resolve(new File(['x'], '清单.xlsx'));
      await first;
    });
    expect(exportViewToXlsx).toHaveBeenCalledTimes(1);
    expect(downloads.map((download) => download.fileName)).toEqual(['清单.xlsx']);
    expect(result.current.pendingFormat).toBeUndefined();
  });
});
