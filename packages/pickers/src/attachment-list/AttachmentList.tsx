import { DataGrid, rowActionsRenderer, type DataGridColumn } from '@ccms/data-grid';
import { Button, confirm, Dialog, formatDateTime, toast, type DateInput } from '@ccms/ui';
import { useState, type Key } from 'react';
import { usePickersTranslation } from '../i18n/pickersResources';
import { UploadDialog } from '../upload/UploadDialog';
import type { AllowedSuffixes } from '../upload/uploadRules';
import type { UploadedFile, UploadTransport } from '../upload/useUploadQueue';
import { previewKindOf } from './attachmentPreview';
import {
  AttachmentRoot,
  AttachmentToolbar,
  PreviewFrame,
  PreviewImage,
} from './AttachmentList.styles';

/** A file attached to a record (spec: id, fileName, updatedDate, updatedBy). */
export interface Attachment {
  id: string;
  fileName: string;
  uploadTime?: DateInput | undefined;
  uploader?: string | undefined;
}

export interface AttachmentListProps {
  attachments: readonly Attachment[];
  /** Sends one file; with it the list offers 上传, which opens the upload dialog with it. */
  onUpload?: UploadTransport | undefined;
  /** The `file.suffix` parameter, passed on to the upload dialog. */
  allowedSuffixes?: AllowedSuffixes | undefined;
  maxSizeMb?: number | undefined;
  /** Called per stored file, e.g. to reload `attachments`. */
  onUploaded?: ((uploaded: UploadedFile, file: File) => void) | undefined;
  /** Deletes one attachment after the user confirms; a rejection keeps it (the caller reports). */
  onDelete?: ((id: string) => void | Promise<void>) | undefined;
  /** false hides 删除 (e.g. read-only records); defaults to true. */
  canDelete?: boolean;
  /** Downloads one or several attachments (GET /b/fileItem/download/{ids}). */
  onDownload: (ids: string[]) => void;
  /** Replaces the built-in preview, e.g. with an office-document viewer. */
  onPreview?: ((attachment: Attachment) => void) | undefined;
  /** The address an image or PDF is shown from; without it 预览 downloads. */
  previewUrl?: ((attachment: Attachment) => string) | undefined;
  loading?: boolean;
  /** The table's accessible name; defaults to the translated 附件列表. */
  'aria-label'?: string;
  className?: string;
}

const ATTACHMENT_TABLE_HEIGHT = 200;

// ---- AttachmentList ------------------------------------------------------------------------

/**
 * The attachments of a record: 上传, 删除 (exactly one selected), 批量下载 (at least one), and per
 * row 下载 and 预览. Data comes in through props, so any app can bind it to its own endpoints.
 */
export function AttachmentList({
  attachments,
  onUpload,
  allowedSuffixes,
  maxSizeMb,
  onUploaded,
  onDelete,
  canDelete = true,
  onDownload,
  onPreview,
  previewUrl,
  loading = false,
  'aria-label': ariaLabel,
  className,
}: AttachmentListProps) {
  const t = usePickersTranslation();
  const [selected, setSelected] = useState<Key[]>([]);
  const [previewing, setPreviewing] = useState<Attachment | undefined>();
  const [isDeleting, setDeleting] = useState(false);

  // A deleted or reloaded attachment leaves the selection with its row.
  const selectedAttachments = attachments.filter((attachment) => selected.includes(attachment.id));

  const deleteSelected = async () => {
    const [only, ...others] = selectedAttachments;
    if (!only || others.length > 0) {
      toast.notice(t('attachmentSelectOneToDelete'));
      return;
    }
    const confirmed = await confirm({
      message: t('attachmentDeleteConfirm', { fileName: only.fileName }),
      tone: 'danger',
    });
    if (!confirmed || !onDelete) return;
    setDeleting(true);
    try {
      await onDelete(only.id);
      setSelected((current) => current.filter((key) => key !== only.id));
      toast.success(t('attachmentDeleted'));
    } catch {
      // The request layer has reported the failure; the row stays.
    } finally {
      setDeleting(false);
    }
  };

  const downloadSelected = () => {
    if (selectedAttachments.length === 0) {
      toast.notice(t('attachmentSelectAtLeastOne'));
      return;
    }
    onDownload(selectedAttachments.map((attachment) => attachment.id));
  };

  const preview = (attachment: Attachment) => {
    if (onPreview) onPreview(attachment);
    else if (previewUrl && previewKindOf(attachment.fileName)) setPreviewing(attachment);
    else onDownload([attachment.id]);
  };

  const columns: DataGridColumn<Attachment>[] = [
    {
      key: 'serial',
      title: t('attachmentColumnSerial'),
      width: 70,
      align: 'center',
      render: (_attachment, rowIndex) => rowIndex + 1,
    },
    { key: 'fileName', title: t('attachmentColumnFileName'), width: 300 },
    {
      key: 'uploadTime',
      title: t('attachmentColumnUploadTime'),
      width: 170,
      render: (attachment) =>
        attachment.uploadTime === undefined ? '' : formatDateTime(attachment.uploadTime),
    },
    { key: 'uploader', title: t('attachmentColumnUploader'), width: 120 },
    {
      key: 'actions',
      title: t('attachmentColumnActions'),
      width: 140,
      render: rowActionsRenderer<Attachment>([
        {
          id: 'download',
          label: t('attachmentDownload'),
          onPress: (attachment) => onDownload([attachment.id]),
        },
        { id: 'preview', label: t('attachmentPreview'), onPress: preview },
      ]),
    },
  ];

  return (
    <AttachmentRoot className={className}>
      <AttachmentToolbar>
        {onUpload ? (
          <UploadDialog
            upload={onUpload}
            allowedSuffixes={allowedSuffixes}
            maxSizeMb={maxSizeMb}
            onUploaded={onUploaded}
            trigger={<Button variant="primary">{t('attachmentUpload')}</Button>}
          />
        ) : null}
        {onDelete && canDelete ? (
          <Button variant="danger" isPending={isDeleting} onPress={() => void deleteSelected()}>
            {t('attachmentDelete')}
          </Button>
        ) : null}
        <Button onPress={downloadSelected}>{t('attachmentBatchDownload')}</Button>
      </AttachmentToolbar>
      <DataGrid
        aria-label={ariaLabel ?? t('attachmentListLabel')}
        columns={columns}
        rows={attachments}
        rowKey="id"
        loading={loading}
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={setSelected}
        height={ATTACHMENT_TABLE_HEIGHT}
      />
      {previewing && previewUrl ? (
        <AttachmentPreviewDialog
          attachment={previewing}
          url={previewUrl(previewing)}
          onClose={() => setPreviewing(undefined)}
        />
      ) : null}
    </AttachmentRoot>
  );
}

// ---- AttachmentPreviewDialog ---------------------------------------------------------------

interface AttachmentPreviewDialogProps {
  attachment: Attachment;
  url: string;
  onClose: () => void;
}

/** An image or a PDF shown inside the page. */
function AttachmentPreviewDialog({ attachment, url, onClose }: AttachmentPreviewDialogProps) {
  const t = usePickersTranslation();
  const kind = previewKindOf(attachment.fileName);
  return (
    <Dialog
      width="large"
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={t('attachmentPreviewTitle', { fileName: attachment.fileName })}
      footer={null}
    >
      {kind === 'image' ? (
        <PreviewImage src={url} alt={attachment.fileName} />
      ) : (
        <PreviewFrame src={url} title={attachment.fileName} />
      )}
    </Dialog>
  );
}

// ---- AttachmentsButton ---------------------------------------------------------------------

export interface AttachmentsButtonProps extends AttachmentListProps {
  /** The dialog's title; defaults to the translated 附件. */
  title?: string | undefined;
}

/** The 附件（N个） button of a form: opens the record's attachment list in a dialog. */
export function AttachmentsButton({ title, ...listProps }: AttachmentsButtonProps) {
  const t = usePickersTranslation();
  return (
    <Dialog
      width="large"
      title={title ?? t('attachmentDialogTitle')}
      trigger={<Button>{t('attachmentButton', { count: listProps.attachments.length })}</Button>}
      footer={(close) => <Button onPress={close}>{t('uploadClose')}</Button>}
    >
      <AttachmentList {...listProps} />
    </Dialog>
  );
}
