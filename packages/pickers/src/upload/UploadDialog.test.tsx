import { Button, Toaster, toast } from '@ccms/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../../../ui/src/test-support/renderWithTheme';
import { sampleFile } from './fixtures';
import { UploadDialog, type UploadDialogProps } from './UploadDialog';
import type { UploadedFile, UploadRequestOptions } from './useUploadQueue';

interface PendingUpload {
  file: File;
  options: UploadRequestOptions;
  resolve: (uploaded: UploadedFile) => void;
  reject: (error: Error) => void;
}

/** A transport whose requests the test answers by hand. */
function manualTransport() {
  const calls: PendingUpload[] = [];
  const upload = vi.fn(
    (file: File, options: UploadRequestOptions) =>
      new Promise<UploadedFile>((resolve, reject) => {
        calls.push({ file, options, resolve, reject });
      }),
  );
  return { upload, calls };
}

function renderDialog(props: Partial<UploadDialogProps> = {}, language?: string) {
  const transport = manualTransport();
  const view = renderWithTheme(
    <>
      <UploadDialog defaultOpen upload={transport.upload} {...props} />
      <Toaster />
    </>,
    language,
  );
  return { ...view, ...transport };
}

const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};
const choose = (...files: File[]) => fireEvent.change(fileInput(), { target: { files } });
const rowOf = (fileName: string) => {
  const row = screen.getByText(fileName).closest<HTMLElement>('[role="row"]');
  if (!row) throw new Error(`no row for ${fileName}`);
  return row;
};
const rowButton = (fileName: string, name: string) =>
  within(rowOf(fileName)).getByRole('button', { name });
const progressOf = (fileName: string) =>
  screen.getByRole('progressbar', { name: `${fileName} 上传进度` });
/** Clicks a react-aria button without userEvent, so fake timers need no wiring. */
const press = (element: HTMLElement) => fireEvent.click(element);
const flush = () => act(() => Promise.resolve());
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  // jsdom lays nothing out: give the grid a window so its virtualizer renders rows.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1024);
  if (!('scrollTo' in Element.prototype)) {
    (Element.prototype as { scrollTo?: () => void }).scrollTo = () => undefined;
  }
});
afterEach(() => {
  act(() => toast.clear());
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('UploadDialog', () => {
  it('given it is open, shows the choose and upload-all buttons and an empty 400 px table', async () => {
    renderDialog({ allowedSuffixes: 'jpg,png', maxSizeMb: 10 });
    const dialog = screen.getByRole('dialog', { name: '上传文件' });
    expect(within(dialog).getByRole('button', { name: '选择文件' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '全部上传' })).toBeInTheDocument();
    expect(within(dialog).getByText('允许的类型：jpg, png')).toBeInTheDocument();
    expect(within(dialog).getByText('单个文件不超过 10 MB')).toBeInTheDocument();
    expect(within(dialog).getByText('尚未选择文件')).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('accept', '.jpg,.png');
    await expectNoAxeViolations(dialog);
  });

  it('when files are chosen, lists each as 等待上传 at 0 %', async () => {
    renderDialog();
    choose(sampleFile('合同.pdf'), sampleFile('图纸.png'));
    expect(within(rowOf('合同.pdf')).getByText('等待上传')).toBeInTheDocument();
    expect(within(rowOf('图纸.png')).getByText('等待上传')).toBeInTheDocument();
    expect(progressOf('合同.pdf')).toHaveAttribute('aria-valuenow', '0');
    await expectNoAxeViolations(screen.getByRole('dialog'));
  });

  it('given allowed suffixes, refuses other types before any request, naming the file', async () => {
    const { upload } = renderDialog({ allowedSuffixes: 'jpg,png,pdf,docx' });
    choose(sampleFile('setup.exe'), sampleFile('合同.PDF'));
    const alert = within(screen.getByRole('dialog')).getByRole('alert');
    expect(alert).toHaveTextContent(
      '“setup.exe”不能上传：不支持该文件类型，允许的类型为 jpg, png, pdf, docx',
    );
    expect(screen.queryByText('setup.exe')).not.toBeInTheDocument();
    expect(rowOf('合同.PDF')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
    await expectNoAxeViolations(screen.getByRole('dialog'));
  });

  it('given a size limit, refuses a larger file with its size and the limit', () => {
    renderDialog({ maxSizeMb: 1 });
    choose(sampleFile('大图.jpg', 1.5 * 1024 * 1024), sampleFile('小图.jpg', 1024));
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(
      '“大图.jpg”不能上传：文件大小 1.50 MB 超过上限 1 MB',
    );
    expect(screen.queryByText('大图.jpg')).not.toBeInTheDocument();
    expect(rowOf('小图.jpg')).toBeInTheDocument();
  });

  it.each([
    ['en', 'cannot be uploaded: this file type is not allowed (allowed: pdf)'],
    ['es', 'No se puede subir «a.exe»: tipo de archivo no permitido (permitidos: pdf)'],
  ])('in %s, the rejection is translated', (language, text) => {
    renderDialog({ allowedSuffixes: ['pdf'] }, language);
    choose(sampleFile('a.exe'));
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(text);
  });

  it('when nothing is waiting, 全部上传 says 没有要上传的文件。', async () => {
    const { upload, calls } = renderDialog();
    press(screen.getByRole('button', { name: '全部上传' }));
    expect(await screen.findByText('没有要上传的文件。')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();

    act(() => toast.clear());
    choose(sampleFile('合同.pdf'));
    press(screen.getByRole('button', { name: '全部上传' }));
    expect(upload).toHaveBeenCalledTimes(1);
    calls[0]!.resolve({ id: 'f-1' });
    await flush();
    expect(within(rowOf('合同.pdf')).getByText('已上传')).toBeInTheDocument();
    // Everything uploaded: nothing left to upload.
    press(screen.getByRole('button', { name: '全部上传' }));
    expect(await screen.findByText('没有要上传的文件。')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('given a transport that reports no progress, steps 10, 30, 50, 80, then 100 on success', async () => {
    vi.useFakeTimers();
    const onUploaded = vi.fn();
    const { calls } = renderDialog({ onUploaded });
    const file = sampleFile('合同.pdf');
    choose(file);
    press(rowButton('合同.pdf', '上传'));
    expect(progressOf('合同.pdf')).toHaveAttribute('aria-valuenow', '10');
    expect(within(rowOf('合同.pdf')).getByText('上传中')).toBeInTheDocument();
    advance(2999);
    expect(progressOf('合同.pdf')).toHaveAttribute('aria-valuenow', '10');
    advance(1);
    expect(progressOf('合同.pdf')).toHaveAttribute('aria-valuenow', '30');
    advance(5000);
    expect(progressOf('合同.pdf')).toHaveAttribute('aria-valuenow', '50');
    advance(4000);
    expect(progressOf('合同.pdf')).toHaveAttribute('aria-valuenow', '80');
    advance(60_000);
    expect(progressOf('合同.pdf')).toHaveAttribute('aria-valuenow', '80');

    calls[0]!.resolve({ id: 'f-9', fileName: '合同.pdf' });
    await flush();
    expect(progressOf('合同.pdf')).toHaveAttribute('aria-valuenow', '100');
    expect(within(rowOf('合同.pdf')).getByText('已上传')).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith({ id: 'f-9', fileName: '合同.pdf' }, file);
    expect(rowButton('合同.pdf', '上传')).toBeDisabled();
  });

  it('given a transport that reports progress, shows the real progress and no steps', async () => {
    vi.useFakeTimers();
    const { calls } = renderDialog();
    choose(sampleFile('合同.pdf'));
    press(rowButton('合同.pdf', '上传'));
    act(() => calls[0]!.options.onProgress(25, 100));
    expect(progressOf('合同.pdf')).toHaveAttribute('aria-valuenow', '25');
    advance(12_000);
    expect(progressOf('合同.pdf')).toHaveAttribute('aria-valuenow', '25');
    act(() => calls[0]!.options.onProgress(100, 100));
    // All bytes sent is not yet stored.
    expect(progressOf('合同.pdf')).toHaveAttribute('aria-valuenow', '99');
    calls[0]!.resolve({ id: 'f-1' });
    await flush();
    expect(progressOf('合同.pdf')).toHaveAttribute('aria-valuenow', '100');
  });

  it('while a row uploads, its upload and delete buttons are disabled; other rows stay usable', () => {
    renderDialog();
    choose(sampleFile('合同.pdf'), sampleFile('图纸.png'));
    press(rowButton('合同.pdf', '上传'));
    expect(rowButton('合同.pdf', '上传')).toBeDisabled();
    expect(rowButton('合同.pdf', '删除')).toBeDisabled();
    expect(rowButton('合同.pdf', '取消')).toBeEnabled();
    expect(rowButton('图纸.png', '上传')).toBeEnabled();
    expect(rowButton('图纸.png', '删除')).toBeEnabled();
    expect(rowOf('合同.pdf').querySelector('[data-state="uploading"]')).not.toBeNull();
  });

  it('when a running upload is cancelled, aborts its signal and puts the row back to 等待上传', async () => {
    const { calls, upload } = renderDialog();
    choose(sampleFile('合同.pdf'));
    press(rowButton('合同.pdf', '上传'));
    const { signal } = calls[0]!.options;
    expect(signal.aborted).toBe(false);
    press(rowButton('合同.pdf', '取消'));
    expect(signal.aborted).toBe(true);
    expect(within(rowOf('合同.pdf')).getByText('等待上传')).toBeInTheDocument();
    expect(progressOf('合同.pdf')).toHaveAttribute('aria-valuenow', '0');
    // The aborted request's late rejection changes nothing.
    calls[0]!.reject(new DOMException('Aborted', 'AbortError'));
    await flush();
    expect(within(rowOf('合同.pdf')).getByText('等待上传')).toBeInTheDocument();
    press(rowButton('合同.pdf', '上传'));
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('when an upload fails, shows 上传失败 and retries the same file', async () => {
    const onUploaded = vi.fn();
    const { calls, upload } = renderDialog({ onUploaded });
    const file = sampleFile('合同.pdf');
    choose(file);
    press(rowButton('合同.pdf', '上传'));
    calls[0]!.reject(new Error('存储服务不可用'));
    await flush();
    expect(within(rowOf('合同.pdf')).getByText('上传失败')).toHaveAttribute(
      'title',
      '存储服务不可用',
    );
    expect(onUploaded).not.toHaveBeenCalled();
    await expectNoAxeViolations(screen.getByRole('dialog'));

    press(rowButton('合同.pdf', '重试'));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls[1]![0]).toBe(file);
    calls[1]!.resolve({ id: 'f-2' });
    await flush();
    expect(within(rowOf('合同.pdf')).getByText('已上传')).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledTimes(1);
  });

  it('全部上传 retries failed rows too and leaves uploaded ones alone', async () => {
    const { calls, upload } = renderDialog();
    choose(sampleFile('a.pdf'), sampleFile('b.pdf'));
    press(screen.getByRole('button', { name: '全部上传' }));
    expect(upload).toHaveBeenCalledTimes(2);
    calls[0]!.resolve({ id: 'a' });
    calls[1]!.reject(new Error('500'));
    await flush();
    press(screen.getByRole('button', { name: '全部上传' }));
    expect(upload).toHaveBeenCalledTimes(3);
    expect(upload.mock.calls[2]![0].name).toBe('b.pdf');
  });

  it('when a waiting row is deleted, it leaves the list', () => {
    renderDialog();
    choose(sampleFile('合同.pdf'), sampleFile('图纸.png'));
    press(rowButton('合同.pdf', '删除'));
    expect(screen.queryByText('合同.pdf')).not.toBeInTheDocument();
    expect(rowOf('图纸.png')).toBeInTheDocument();
  });

  it('when closed, aborts running uploads and starts empty next time', async () => {
    const { calls } = renderDialog({
      trigger: <Button>打开上传</Button>,
      defaultOpen: true,
    });
    choose(sampleFile('合同.pdf'));
    press(rowButton('合同.pdf', '上传'));
    // The footer's 关闭, after the title bar's close button of the same name.
    press(screen.getAllByRole('button', { name: '关闭' }).at(-1)!);
    expect(calls[0]!.options.signal.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    press(screen.getByRole('button', { name: '打开上传' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByText('合同.pdf')).not.toBeInTheDocument();
  });

  it('when files are dropped on the drop zone, checks and lists them', async () => {
    renderDialog({ allowedSuffixes: 'pdf' });
    const zone = screen.getByText('将文件拖到此处，或点击“选择文件”').parentElement!;
    const files = [sampleFile('图纸.pdf', 10, 'application/pdf'), sampleFile('a.exe')];
    const dataTransfer = {
      types: ['Files'],
      files,
      items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
      dropEffect: 'none',
      effectAllowed: 'all',
      getData: () => '',
    };
    fireEvent.dragEnter(zone, { dataTransfer, clientX: 5, clientY: 5 });
    fireEvent.dragOver(zone, { dataTransfer, clientX: 5, clientY: 5 });
    fireEvent.drop(zone, { dataTransfer, clientX: 5, clientY: 5 });
    expect(await screen.findByText('图纸.pdf')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(
      '“a.exe”不能上传',
    );
  });

  it('by keyboard, files pasted into the focused drop zone are listed', async () => {
    const user = userEvent.setup();
    renderDialog();
    screen.getByRole('button', { name: '全部上传' }).focus();
    await user.tab();
    const zoneButton = screen.getByRole('button', { name: /文件拖放区/ });
    expect(zoneButton).toHaveFocus();
    const file = sampleFile('清单.xlsx');
    const clipboardData = {
      types: ['Files'],
      files: [file],
      items: [{ kind: 'file', type: file.type, getAsFile: () => file }],
      getData: () => '',
    };
    fireEvent.paste(zoneButton, { clipboardData });
    expect(await screen.findByText('清单.xlsx')).toBeInTheDocument();
  });

  it('given allowsMultiple false, takes only the first chosen file', () => {
    renderDialog({ allowsMultiple: false });
    expect(fileInput()).not.toHaveAttribute('multiple');
    choose(sampleFile('a.pdf'), sampleFile('b.pdf'));
    expect(rowOf('a.pdf')).toBeInTheDocument();
    expect(screen.queryByText('b.pdf')).not.toBeInTheDocument();
  });

  it('works by keyboard: Tab reaches the buttons, Enter steps into a row and uploads it', async () => {
    const user = userEvent.setup();
    const { upload } = renderDialog();
    choose(sampleFile('合同.pdf'));
    screen.getByRole('button', { name: '选择文件' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: '全部上传' })).toHaveFocus();

    const actionsCell = within(rowOf('合同.pdf')).getAllByRole('gridcell').at(-1)!;
    act(() => actionsCell.focus());
    await user.keyboard('{Enter}');
    expect(rowButton('合同.pdf', '上传')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(upload).toHaveBeenCalledTimes(1);
    expect(rowButton('合同.pdf', '上传')).toBeDisabled();
  });

  it('given 全部上传 pressed by keyboard with nothing chosen, says so', async () => {
    const user = userEvent.setup();
    renderDialog();
    screen.getByRole('button', { name: '全部上传' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('没有要上传的文件。')).toBeInTheDocument();
  });
});
