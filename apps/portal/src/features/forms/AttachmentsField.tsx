import { AttachmentList, type Attachment } from '@ccms/pickers';
import { useQuery } from '@tanstack/react-query';
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  attachmentTransport,
  downloadUrl,
  loadAttachments,
  previewUrl,
} from '../../api/pickerData';
import { ErrorLine, GroupLabel } from './formStyles';

export interface AttachmentsFieldProps {
  formCode: string;
  fieldKey: string;
  label: string;
  /** The file ids the field holds. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  readonly: boolean;
  isRequired: boolean;
  errorMessage?: string | undefined;
}

/** The files of a form are filed under the form and the field, so a new record can hold them too. */
export function attachmentOwnerOf(formCode: string, fieldKey: string) {
  return { refModule: `form:${formCode}`.slice(0, 64), businessId: fieldKey };
}

/**
 * An attachments field: the list of its files (download, preview), and while editable 上传 and
 * 删除 (which only takes the file off the record; the server keeps files of saved records).
 */
export function AttachmentsField({
  formCode,
  fieldKey,
  label,
  value,
  onChange,
  readonly,
  isRequired,
  errorMessage,
}: AttachmentsFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const owner = useMemo(() => attachmentOwnerOf(formCode, fieldKey), [formCode, fieldKey]);
  const stored = useQuery({
    queryKey: ['forms', 'attachments', owner.refModule, fieldKey],
    queryFn: () => loadAttachments(owner),
    enabled: value.length > 0,
  });
  // Files uploaded in this session, before the list is asked again.
  const [uploaded, setUploaded] = useState<Attachment[]>([]);
  const attachments = useMemo(() => {
    const known = new Map<string, Attachment>();
    for (const item of [...(stored.data ?? []), ...uploaded]) known.set(item.id, item);
    return value.map((id) => known.get(id) ?? { id, fileName: id });
  }, [stored.data, uploaded, value]);
  const transport = useMemo(() => attachmentTransport(owner), [owner]);
  // Several files finish one after another: each adds to the latest list, not the rendered one.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);

  return (
    <div role="group" aria-labelledby={labelId}>
      <GroupLabel id={labelId} data-required={isRequired && !readonly}>
        {label}
      </GroupLabel>
      <AttachmentList
        aria-label={t('forms.attach.list', { label })}
        attachments={attachments}
        loading={stored.isFetching}
        onDownload={(ids) => window.open(downloadUrl(ids), '_blank', 'noopener')}
        previewUrl={previewUrl}
        {...(readonly
          ? { canDelete: false }
          : {
              onUpload: transport,
              onUploaded: (file: { id: string; fileName?: string }, raw: File) => {
                setUploaded((list) => [
                  ...list,
                  { id: file.id, fileName: file.fileName ?? raw.name },
                ]);
                latest.current = [...latest.current, file.id];
                onChange([...latest.current]);
              },
              onDelete: (id: string) => {
                onChange(latest.current.filter((item) => item !== id));
              },
            })}
      />
      {errorMessage ? <ErrorLine role="alert">{errorMessage}</ErrorLine> : null}
    </div>
  );
}
