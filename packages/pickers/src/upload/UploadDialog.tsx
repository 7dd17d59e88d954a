import { DataGrid, type DataGridColumn } from '@ccms/data-grid';
import {
  Button,
  Dialog,
  formatFileSize,
  Progress,
  toast,
  useControllableState,
  type ProgressStatus,
} from '@ccms/ui';
import { useMemo, useState, type ReactElement } from 'react';
import { FileTrigger, isFileDropItem, Text, type DropItem } from 'react-aria-components';
import { usePickersTranslation } from '../i18n/pickersResources';
import {
  BYTES_PER_MB,
  parseAllowedSuffixes,
  screenFiles,
  type AllowedSuffixes,
  type FileRejection,
} from './uploadRules';
import {
  useUploadQueue,
  type UploadedFile,
  type UploadItem,
  type UploadStatus,
  type UploadTransport,
} from './useUploadQueue';
import {
  RejectionAlert,
  RowButtons,
  UploadDropArea,
  UploadHint,
  UploadStatusText,
  UploadToolbar,
} from './UploadDialog.styles';

export interface UploadDialogProps {
  /** Sends one file; the dialog supplies the progress callback and the abort signal. */
  upload: UploadTransport;
  /** The `file.suffix` parameter ("jpg,png,pdf,docx") or a list; empty or absent allows all. */
  allowedSuffixes?: AllowedSuffixes | undefined;
  /** Largest file in megabytes (1024 × 1024 bytes); absent for no limit. */
  maxSizeMb?: number | undefined;
  /** Several files per choice (default) or one. */
  allowsMultiple?: boolean;
  /** Called once per stored file, e.g. to refresh the attachment list. */
  onUploaded?: ((uploaded: UploadedFile, file: File) => void) | undefined;
  /** Defaults to the translated 上传文件. */
  title?: string | undefined;
  /** Opens the dialog when pressed; leave out and use `isOpen` to open it from code. */
  trigger?: ReactElement | undefined;
  isOpen?: boolean | undefined;
  defaultOpen?: boolean;
  onOpenChange?: ((isOpen: boolean) => void) | undefined;
}

const UPLOAD_TABLE_HEIGHT = 400;

const statusKeys = {
  waiting: 'uploadStatusWaiting',
  uploading: 'uploadStatusUploading',
  uploaded: 'uploadStatusUploaded',
  failed: 'uploadStatusFailed',
} as const satisfies Record<UploadStatus, string>;

const progressStatus: Record<UploadStatus, ProgressStatus> = {
  waiting: 'normal',
  uploading: 'normal',
  uploaded: 'success',
  failed: 'exception',
};

/**
 * The upload dialog (width 1000): choose or drop files, check their type and size, then upload
 * them all or one by one with their progress, cancel a running one and retry a failed one.
 * Closing the dialog aborts what is still running and empties the list.
 */
export function UploadDialog({
  upload,
  allowedSuffixes,
  maxSizeMb,
  allowsMultiple = true,
  onUploaded,
  title,
  trigger,
  isOpen,
  defaultOpen = false,
  onOpenChange,
}: UploadDialogProps) {
  const t = usePickersTranslation();
  const [open, setOpen] = useControllableState({
    value: isOpen,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const queue = useUploadQueue({ upload, onUploaded });
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const suffixes = useMemo(() => parseAllowedSuffixes(allowedSuffixes), [allowedSuffixes]);
  const suffixList = suffixes.join(', ');

  const addFiles = (files: readonly File[]) => {
    const chosen = allowsMultiple ? files : files.slice(0, 1);
    const { accepted, rejected } = screenFiles(chosen, { suffixes, maxSizeMb });
    setRejections(rejected);
    queue.add(accepted);
  };

  const dropFiles = async (items: readonly DropItem[]) => {
    const files = await Promise.all(items.filter(isFileDropItem).map((item) => item.getFile()));
    addFiles(files);
  };

  const uploadAll = () => {
    if (queue.startAll() === 0) toast.notice(t('uploadNothingToUpload'));
  };

  const changeOpen = (next: boolean) => {
    if (!next) {
      queue.reset();
      setRejections([]);
    }
    setOpen(next);
  };

  const rejectionText = ({ file, reason }: FileRejection) =>
    reason === 'suffix'
      ? t('uploadRejectedSuffix', { fileName: file.name, suffixes: suffixList })
      : t('uploadRejectedSize', {
          fileName: file.name,
          size: `${(file.size / BYTES_PER_MB).toFixed(2)} MB`,
          maxSize: maxSizeMb,
        });

  const columns: DataGridColumn<UploadItem>[] = [
    {
      key: 'fileName',
      title: t('uploadColumnFileName'),
      width: 330,
      render: (item) => item.file.name,
      exportValue: (item) => item.file.name,
    },
    {
      key: 'size',
      title: t('uploadColumnSize'),
      width: 110,
      align: 'right',
      render: (item) => formatFileSize(item.file.size),
    },
    {
      key: 'percent',
      title: t('uploadColumnProgress'),
      width: 200,
      render: (item) => (
        <Progress
          percent={item.percent}
          status={progressStatus[item.status]}
          width={150}
          label={t('uploadProgressOf', { fileName: item.file.name })}
        />
      ),
    },
    {
      key: 'status',
      title: t('uploadColumnStatus'),
      width: 110,
      render: (item) => (
        <UploadStatusText data-status={item.status} title={item.error}>
          {t(statusKeys[item.status])}
        </UploadStatusText>
      ),
    },
    {
      key: 'actions',
      title: t('uploadColumnActions'),
      width: 190,
      render: (item) => {
        const isRunning = item.status === 'uploading';
        return (
          <RowButtons data-state={item.status}>
            <Button
              size="mini"
              variant="text"
              isDisabled={isRunning || item.status === 'uploaded'}
              onPress={() => queue.start(item.key)}
            >
              {item.status === 'failed' ? t('uploadActionRetry') : t('uploadActionUpload')}
            </Button>
            {isRunning ? (
              <Button size="mini" variant="text" onPress={() => queue.cancel(item.key)}>
                {t('uploadActionCancel')}
              </Button>
            ) : null}
            <Button
              size="mini"
              variant="text"
              isDisabled={isRunning}
              onPress={() => queue.remove(item.key)}
            >
              {t('uploadActionDelete')}
            </Button>
          </RowButtons>
        );
      },
    },
  ];

  return (
    <Dialog
      width="xlarge"
      title={title ?? t('uploadDialogTitle')}
      trigger={trigger}
      isOpen={open}
      onOpenChange={changeOpen}
      footer={(close) => <Button onPress={close}>{t('uploadClose')}</Button>}
    >
      <UploadToolbar>
        <FileTrigger
          allowsMultiple={allowsMultiple}
          acceptedFileTypes={
            suffixes.length > 0 ? suffixes.map((suffix) => `.${suffix}`) : undefined
          }
          onSelect={(list) => addFiles(list ? Array.from(list) : [])}
        >
          <Button variant="primary">{t('uploadChooseFiles')}</Button>
        </FileTrigger>
        <Button onPress={uploadAll}>{t('uploadAll')}</Button>
        {suffixes.length > 0 ? (
          <UploadHint>{t('uploadAllowedTypes', { suffixes: suffixList })}</UploadHint>
        ) : null}
        {maxSizeMb !== undefined ? (
          <UploadHint>{t('uploadMaxSize', { size: maxSizeMb })}</UploadHint>
        ) : null}
      </UploadToolbar>
      <UploadDropArea
        aria-label={t('uploadDropZoneLabel')}
        onDrop={(event) => void dropFiles(event.items)}
      >
        <Text slot="label">{t('uploadDropZone')}</Text>
      </UploadDropArea>
      {rejections.length > 0 ? (
        <RejectionAlert role="alert">
          <ul>
            {rejections.map((rejection, index) => (
              <li key={`${rejection.file.name}-${index}`} data-reason={rejection.reason}>
                {rejectionText(rejection)}
              </li>
            ))}
          </ul>
        </RejectionAlert>
      ) : null}
      <DataGrid
        aria-label={t('uploadFilesLabel')}
        columns={columns}
        rows={queue.items}
        rowKey="key"
        height={UPLOAD_TABLE_HEIGHT}
        emptyText={t('uploadNoFiles')}
      />
    </Dialog>
  );
}
