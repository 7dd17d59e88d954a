import { ConfirmHost, Toaster, toast } from '@ccms/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { renderWithTheme } from '../../../ui/src/test-support/renderWithTheme';
import { sampleFile } from '../upload/fixtures';
import {
  AttachmentList,
  AttachmentsButton,
  type Attachment,
  type AttachmentListProps,
} from './AttachmentList';
import { previewKindOf } from './attachmentPreview';
import { contractAttachments } from './fixtures';

function renderList(props: Partial<AttachmentListProps> = {}, language?: string) {
  const handlers = {
    onDownload: vi.fn(),
    onDelete: vi.fn(() => Promise.resolve()),
  };
  const view = renderWithTheme(
    <>
      <AttachmentList attachments={contractAttachments} {...handlers} {...props} />
      <Toaster />
      <ConfirmHost />
    </>,
    language,
  );
  return { ...view, ...handlers };
}

const rowOf = (fileName: string) => {
  const row = screen.getByText(fileName).closest<HTMLElement>('[role="row"]');
  if (!row) throw new Error(`no row for ${fileName}`);
  return row;
};
const select = async (...fileNames: string[]) => {
  for (const fileName of fileNames) {
    await userEvent.click(within(rowOf(fileName)).getByRole('checkbox'));
  }
};
const toolbarButton = (name: string) => screen.getByRole('button', { name });

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
  vi.restoreAllMocks();
});

describe('AttachmentList', () => {
  it('given attachments, lists serial, file name, upload time and uploader in a 200 px table', async () => {
    const { container } = renderList({ onUpload: () => Promise.resolve({ id: 'x' }) });
    const grid = screen.getByRole('grid', { name: '附件列表' });
    expect(grid).toHaveStyle({ height: '200px' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['序号', '文件名', '上传时间', '上传人', '操作']),
    );
    const cells = within(rowOf('施工合同.pdf'))
      .getAllByRole('gridcell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(
      expect.arrayContaining(['1', '施工合同.pdf', '2024-03-01 09:30:00', '张伟', '下载预览']),
    );
    expect(within(rowOf('工程量清单.xlsx')).getByText('3')).toBeInTheDocument();
    for (const name of ['上传', '删除', '批量下载']) {
      expect(toolbarButton(name)).toBeInTheDocument();
    }
    await expectNoAxeViolations(container);
  });

  it('without onUpload there is no 上传; with canDelete false there is no 删除', () => {
    renderList({ canDelete: false });
    expect(screen.queryByRole('button', { name: '上传' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(toolbarButton('批量下载')).toBeInTheDocument();
  });

  it('when 删除 is pressed with none selected, asks for exactly one', async () => {
    const { onDelete } = renderList();
    await userEvent.click(toolbarButton('删除'));
    expect(await screen.findByText('请选择需要删除的一条数据')).toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('when 删除 is pressed with two selected, asks for exactly one', async () => {
    const { onDelete } = renderList();
    await select('施工合同.pdf', '现场照片.jpg');
    await userEvent.click(toolbarButton('删除'));
    expect(await screen.findByText('请选择需要删除的一条数据')).toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('given exactly one selected, deletes it after confirmation and says 删除成功', async () => {
    const { onDelete } = renderList();
    await select('现场照片.jpg');
    await userEvent.click(toolbarButton('删除'));
    const confirmation = await screen.findByRole('alertdialog');
    expect(confirmation).toHaveTextContent('确定删除附件“现场照片.jpg”吗？');
    await userEvent.click(within(confirmation).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith('fi-102'));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
  });

  it('when the confirmation is cancelled, deletes nothing', async () => {
    const { onDelete } = renderList();
    await select('现场照片.jpg');
    await userEvent.click(toolbarButton('删除'));
    const confirmation = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirmation).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.queryByText('删除成功')).not.toBeInTheDocument();
  });

  it('when deleting fails, keeps quiet (the request layer reports) and shows no success', async () => {
    const onDelete = vi.fn(() => Promise.reject(new Error('403')));
    renderList({ onDelete });
    await select('现场照片.jpg');
    await userEvent.click(toolbarButton('删除'));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }),
    );
    await waitFor(() => expect(onDelete).toHaveBeenCalled());
    expect(screen.queryByText('删除成功')).not.toBeInTheDocument();
  });

  it('when 批量下载 is pressed with none selected, asks for at least one', async () => {
    const { onDownload } = renderList();
    await userEvent.click(toolbarButton('批量下载'));
    expect(await screen.findByText('请至少选择一条记录！')).toBeInTheDocument();
    expect(onDownload).not.toHaveBeenCalled();
  });

  it('given selected rows, 批量下载 downloads their ids together', async () => {
    const { onDownload } = renderList();
    await select('施工合同.pdf', '工程量清单.xlsx');
    await userEvent.click(toolbarButton('批量下载'));
    expect(onDownload).toHaveBeenCalledWith(['fi-101', 'fi-103']);
    expect(screen.queryByText('请至少选择一条记录！')).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Select exactly one record to delete', 'Select at least one record!'],
    ['es', 'Seleccione exactamente un registro para eliminar', '¡Seleccione al menos un registro!'],
  ])('in %s, the selection messages are translated', async (language, deleteText, downloadText) => {
    renderList({}, language);
    const buttons = screen.getAllByRole('button');
    await userEvent.click(buttons.find((button) => /Delete|Eliminar/.test(button.textContent))!);
    expect(await screen.findByText(deleteText)).toBeInTheDocument();
    await userEvent.click(buttons.find((button) => /Download|Descargar/.test(button.textContent))!);
    expect(await screen.findByText(downloadText)).toBeInTheDocument();
  });

  it('a row’s 下载 downloads that attachment', () => {
    const { onDownload } = renderList();
    fireEvent.click(within(rowOf('工程量清单.xlsx')).getByRole('button', { name: '下载' }));
    expect(onDownload).toHaveBeenCalledWith(['fi-103']);
  });

  it('previews an image inline from the URL builder', async () => {
    const previewUrl = vi.fn((attachment: Attachment) => `/api/image/${attachment.id}`);
    renderList({ previewUrl });
    fireEvent.click(within(rowOf('现场照片.jpg')).getByRole('button', { name: '预览' }));
    const dialog = await screen.findByRole('dialog', { name: '预览：现场照片.jpg' });
    expect(within(dialog).getByRole('img', { name: '现场照片.jpg' })).toHaveAttribute(
      'src',
      '/api/image/fi-102',
    );
    await expectNoAxeViolations(dialog);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('previews a PDF inline in a frame', async () => {
    renderList({ previewUrl: (attachment) => `/files/${attachment.id}.pdf` });
    fireEvent.click(within(rowOf('施工合同.pdf')).getByRole('button', { name: '预览' }));
    const dialog = await screen.findByRole('dialog', { name: '预览：施工合同.pdf' });
    expect(within(dialog).getByTitle('施工合同.pdf')).toHaveAttribute('src', '/files/fi-101.pdf');
  });

  it('downloads what cannot be shown inline, and everything without a URL builder', () => {
    const { onDownload } = renderList({ previewUrl: () => '/x' });
    fireEvent.click(within(rowOf('工程量清单.xlsx')).getByRole('button', { name: '预览' }));
    expect(onDownload).toHaveBeenLastCalledWith(['fi-103']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('given onPreview, hands every preview to it', () => {
    const onPreview = vi.fn();
    const { onDownload } = renderList({ onPreview, previewUrl: () => '/x' });
    fireEvent.click(within(rowOf('现场照片.jpg')).getByRole('button', { name: '预览' }));
    expect(onPreview).toHaveBeenCalledWith(contractAttachments[1]);
    expect(onDownload).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('上传 opens the upload dialog with the same transport and reports each stored file', async () => {
    const onUpload = vi.fn(() => Promise.resolve({ id: 'fi-200' }));
    const onUploaded = vi.fn();
    renderList({ onUpload, onUploaded, allowedSuffixes: 'pdf' });
    await userEvent.click(toolbarButton('上传'));
    const dialog = await screen.findByRole('dialog', { name: '上传文件' });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input).toHaveAttribute('accept', '.pdf');
    const file = sampleFile('变更单.pdf');
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(within(dialog).getByRole('button', { name: '全部上传' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith({ id: 'fi-200' }, file));
    expect(onUpload).toHaveBeenCalledWith(
      file,
      expect.objectContaining({ signal: expect.any(AbortSignal) as unknown }),
    );
  });

  it('works by keyboard: Space selects the focused row, then 批量下载 downloads it', async () => {
    const user = userEvent.setup();
    const { onDownload } = renderList();
    const fileCell = within(rowOf('现场照片.jpg')).getByText('现场照片.jpg');
    act(() => fileCell.closest<HTMLElement>('[role="gridcell"]')!.focus());
    await user.keyboard(' ');
    expect(within(rowOf('现场照片.jpg')).getByRole('checkbox')).toBeChecked();
    toolbarButton('批量下载').focus();
    await user.keyboard('{Enter}');
    expect(onDownload).toHaveBeenCalledWith(['fi-102']);
  });
});

describe('AttachmentsButton', () => {
  it('reads 附件（N个） with the number of attachments and opens the list', async () => {
    renderWithTheme(<AttachmentsButton attachments={contractAttachments} onDownload={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: '附件（3个）' }));
    const dialog = await screen.findByRole('dialog', { name: '附件' });
    expect(within(dialog).getByRole('grid', { name: '附件列表' })).toBeInTheDocument();
    expect(within(dialog).getByText('施工合同.pdf')).toBeInTheDocument();
    await expectNoAxeViolations(dialog);
  });

  it.each([
    ['zh', [], '附件（0个）'],
    ['en', contractAttachments, 'Attachments (3)'],
    ['es', contractAttachments.slice(0, 1), 'Adjuntos (1)'],
  ] as const)('in %s, counts the attachments', (language, attachments, text) => {
    renderWithTheme(<AttachmentsButton attachments={attachments} onDownload={vi.fn()} />, language);
    expect(screen.getByRole('button', { name: text })).toBeInTheDocument();
  });
});

describe('previewKindOf', () => {
  it('shows images and PDFs inline, anything else is downloaded', () => {
    expect(previewKindOf('照片.JPG')).toBe('image');
    expect(previewKindOf('图.webp')).toBe('image');
    expect(previewKindOf('合同.pdf')).toBe('pdf');
    expect(previewKindOf('清单.xlsx')).toBeUndefined();
    expect(previewKindOf('README')).toBeUndefined();
  });
});
