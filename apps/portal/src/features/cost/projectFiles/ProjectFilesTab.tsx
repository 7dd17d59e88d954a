import type { FileItem, ProjectSheetPreview } from '@ccms/api-client';
import { UploadDialog } from '@ccms/pickers';
import { Button, Dialog, Empty, Link, Spinner } from '@ccms/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attachmentTransport, downloadUrl, previewUrl } from '../../../api/pickerData';
import { Panel, Toolbar } from '../../admin/shared/AdminLayout.styles';
import { useCan } from '../../admin/shared/useCan';
import { ArchiveImportDialog } from './ArchiveImportDialog';
import { PricePreviewDialog } from './PricePreviewDialog';
import { ProjectImages } from './ProjectImages';
import {
  PROJECT_FILE_KINDS,
  readArchiveEntries,
  readWorkbookPreview,
  useAttachFiles,
  useFileSupport,
  useProjectFiles,
} from './projectFileQueries';

/** What the server accepts (GET /b/project/file/support/{kind}): all kinds, workbooks, archives. */
function useAcceptedSuffixes() {
  const support = useFileSupport();
  return useMemo(
    () =>
      support && {
        all: [...new Set(PROJECT_FILE_KINDS.flatMap((kind) => support[kind]))],
        workbook: new Set([...support.bill, ...support.price]),
        archive: new Set(support.archive),
      },
    [support],
  );
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function SheetTable({ sheet }: { sheet: ProjectSheetPreview }) {
  const { t } = useTranslation();
  const caption = t('costProjectFiles.files.sheet', { name: sheet.name, rows: sheet.rowCount });
  return (
    <table aria-label={caption}>
      <caption>{caption}</caption>
      {sheet.headers.length ? (
        <thead>
          <tr>
            {sheet.headers.map((header, index) => (
              <th key={index} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
      ) : null}
      <tbody>
        {sheet.headers.length === 0 ? (
          <tr>
            <td>{t('costProjectFiles.files.noHeader')}</td>
          </tr>
        ) : null}
        {sheet.rows.map((row, rowIndex) => (
          <tr key={rowIndex}>
            {row.map((cell, index) => (
              <td key={index}>{cell === null ? '' : String(cell)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The sheets of a workbook or the entries of a zip, read by the file's id. */
function FilePreview({ file, isArchive }: { file: FileItem; isArchive: boolean }) {
  const { t } = useTranslation();
  const content = useQuery({
    queryKey: ['cost', 'projectFilePreview', file.id],
    queryFn: async () =>
      isArchive
        ? { entries: await readArchiveEntries(file.id), sheets: [] }
        : { entries: [], sheets: await readWorkbookPreview(file.id) },
  });
  if (!content.data) return content.isError ? null : <Spinner size={20} />;
  if (isArchive)
    return (
      <table aria-label={t('costProjectFiles.files.entries')}>
        <caption>{t('costProjectFiles.files.entries')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('costProjectFiles.files.entryName')}</th>
            <th scope="col">{t('costProjectFiles.files.entrySize')}</th>
          </tr>
        </thead>
        <tbody>
          {content.data.entries.map((entry) => (
            <tr key={entry.name}>
              <td>{entry.name}</td>
              <td>{sizeText(entry.size)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  return (
    <>
      {content.data.sheets.map((sheet) => (
        <SheetTable key={sheet.index} sheet={sheet} />
      ))}
    </>
  );
}

/**
 * 项目文件: the files attached to the project, newest first; upload adds files to it (the suffixes
 * the server supports), a workbook or a zip previews its sheets or entries (read on the server by
 * the file's id), a workbook also as a price list, a zip unpacks into the project (导入压缩包 does
 * the same for a new upload); images show as thumbnails, images and PDF open inline.
 */
export function ProjectFilesTab({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const files = useProjectFiles(projectId);
  const attach = useAttachFiles(projectId, t('costProjectFiles.files.attached'));
  const [uploading, setUploading] = useState(false);
  const [previewing, setPreviewing] = useState<FileItem | null>(null);
  const [pricing, setPricing] = useState<FileItem | null>(null);
  const [uploadingArchive, setUploadingArchive] = useState(false);
  const [unpacking, setUnpacking] = useState<{ id: string; fileName: string } | null>(null);
  const canEdit = useCan('cost:project:edit');
  const accepted = useAcceptedSuffixes();
  const isWorkbook = (file: FileItem) => accepted?.workbook.has(file.suffix) ?? false;
  const isArchive = (file: FileItem) => accepted?.archive.has(file.suffix) ?? false;

  return (
    <Panel aria-label={t('costProjectFiles.files.heading')}>
      <h2>{t('costProjectFiles.files.heading')}</h2>
      <Toolbar>
        <Button variant="primary" isDisabled={!accepted} onPress={() => setUploading(true)}>
          {t('costProjectFiles.files.upload')}
        </Button>
        {canEdit ? (
          <Button isDisabled={!accepted} onPress={() => setUploadingArchive(true)}>
            {t('costProjectFiles.filesMore.importArchive')}
          </Button>
        ) : null}
      </Toolbar>
      {!files.data ? (
        files.isError ? null : (
          <Spinner size={20} />
        )
      ) : files.data.length === 0 ? (
        <Empty description={t('costProjectFiles.files.empty')} />
      ) : (
        <table aria-label={t('costProjectFiles.files.grid')}>
          <thead>
            <tr>
              <th scope="col">{t('costProjectFiles.files.name')}</th>
              <th scope="col">{t('costProjectFiles.files.size')}</th>
              <th scope="col">{t('costProjectFiles.files.uploader')}</th>
              <th scope="col">{t('costProjectFiles.files.uploadedAt')}</th>
              <th scope="col">{t('costProjectFiles.files.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {files.data.map((file) => (
              <tr key={file.id}>
                <td>{file.fileName}</td>
                <td>{sizeText(file.size)}</td>
                <td>{file.uploaderName ?? ''}</td>
                <td>{file.createdAt}</td>
                <td>
                  {isWorkbook(file) || isArchive(file) ? (
                    <Button
                      size="small"
                      variant="text"
                      aria-label={`${t('costProjectFiles.files.preview')} ${file.fileName}`}
                      onPress={() => setPreviewing(file)}
                    >
                      {t('costProjectFiles.files.preview')}
                    </Button>
                  ) : null}
                  {isWorkbook(file) ? (
                    <Button
                      size="small"
                      variant="text"
                      aria-label={`${t('costProjectFiles.filesMore.pricePreview')} ${file.fileName}`}
                      onPress={() => setPricing(file)}
                    >
                      {t('costProjectFiles.filesMore.pricePreview')}
                    </Button>
                  ) : null}
                  {canEdit && isArchive(file) ? (
                    <Button
                      size="small"
                      variant="text"
                      aria-label={`${t('costProjectFiles.filesMore.unpack')} ${file.fileName}`}
                      onPress={() => setUnpacking(file)}
                    >
                      {t('costProjectFiles.filesMore.unpack')}
                    </Button>
                  ) : null}
                  {file.previewable ? (
                    <Link href={previewUrl(file)} isExternal>
                      {t('costProjectFiles.files.open')}
                    </Link>
                  ) : null}{' '}
                  <Link href={downloadUrl([file.id])}>{t('costProjectFiles.files.download')}</Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ProjectImages projectId={projectId} />
      {uploading ? (
        <UploadDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setUploading(false);
          }}
          title={t('costProjectFiles.files.uploadTitle')}
          upload={attachmentTransport({ refModule: '' })}
          allowedSuffixes={accepted?.all}
          onUploaded={(uploaded) => attach.mutate([uploaded.id])}
        />
      ) : null}
      {uploadingArchive && accepted ? (
        <UploadDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setUploadingArchive(false);
          }}
          title={t('costProjectFiles.filesMore.uploadArchiveTitle')}
          upload={attachmentTransport({ refModule: '' })}
          allowedSuffixes={[...accepted.archive]}
          allowsMultiple={false}
          onUploaded={(uploaded, chosen) => {
            setUploadingArchive(false);
            setUnpacking({ id: uploaded.id, fileName: uploaded.fileName ?? chosen.name });
          }}
        />
      ) : null}
      {unpacking ? (
        <ArchiveImportDialog
          projectId={projectId}
          archive={unpacking}
          onClose={() => setUnpacking(null)}
        />
      ) : null}
      {pricing ? <PricePreviewDialog file={pricing} onClose={() => setPricing(null)} /> : null}
      {previewing ? (
        <Dialog
          isOpen
          width="large"
          onOpenChange={(open) => {
            if (!open) setPreviewing(null);
          }}
          title={t('costProjectFiles.files.previewTitle', { name: previewing.fileName })}
          footer={(close) => <Button onPress={close}>{t('costProjectFiles.files.close')}</Button>}
        >
          <FilePreview file={previewing} isArchive={isArchive(previewing)} />
        </Dialog>
      ) : null}
    </Panel>
  );
}
