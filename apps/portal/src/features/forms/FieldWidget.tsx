import type { FormFieldColumn } from '@ccms/api-client';
import {
  DepartmentPicker,
  DictionaryCascadeSelect,
  DictionarySelect,
  PersonPicker,
  type DictionaryTreeOption,
  type PickedEntry,
} from '@ccms/pickers';
import { DatePicker, formatCapitalMoney, formatDecimal, Input, Select, Textarea } from '@ccms/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadDepartments, loadDictionary, loadTreeDictionary } from '../../api/pickerData';
import { useOrganisationTree } from '../../api/useOrganisationTree';
import { AttachmentsField } from './AttachmentsField';
import { plainNumber, richTextValue, type FieldLike } from './fieldModel';
import { ControlRow, ErrorLine, GroupLabel, Note, ReadonlyItem, RichTextView } from './formStyles';
import { SubTableField } from './SubTableField';

// The content manager's editor (tiptap): loaded only when a rich-text field is edited.
const RichTextEditor = lazy(() => import('../admin/content/RichTextEditor'));

export interface FieldWidgetProps {
  field: FieldLike;
  /** The label in the reader's language. */
  label: string;
  value: unknown;
  /** The new value; pickers also give the picked name ({field}_label). */
  onChange: (value: unknown, name?: string) => void;
  onBlur: () => void;
  isRequired: boolean;
  errorMessage?: string | undefined;
  readonly: boolean;
  /** The name of a dict/dept/user value ({field}_label), as the record or the last pick gave it. */
  name?: string | undefined;
  formCode: string;
  /** A sub-table cell: the label is for assistive technology only. */
  inCell?: boolean;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A label that a cell keeps for screen readers only. */
function labelOf(label: string, inCell: boolean | undefined): ReactNode {
  return inCell ? <span className="visually-hidden">{label}</span> : label;
}

// ---- Read-only -------------------------------------------------------------------------------

/** The value of a field as people read it: amounts with commas, names for ids. */
export function displayText(field: FieldLike, value: unknown, name: string | undefined): string {
  const raw = text(value);
  switch (field.type) {
    case 'money':
      return formatDecimal(plainNumber(raw), 2) || raw;
    case 'dict':
    case 'treeDict':
      return name || field.options?.find((option) => option.value === raw)?.label || raw;
    case 'dept':
    case 'user':
      return name || raw;
    default:
      return raw;
  }
}

function ReadonlyField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ReadonlyItem>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </ReadonlyItem>
  );
}

// ---- Pickers bound to the server -------------------------------------------------------------

function DepartmentField(props: WidgetControlProps) {
  const roots = useQuery({ queryKey: ['forms', 'departments'], queryFn: loadDepartments });
  const id = text(props.value);
  return (
    <DepartmentPicker
      label={props.label}
      nodes={roots.data ?? []}
      value={id ? [{ id, name: props.name || id }] : []}
      onChange={(picked: readonly PickedEntry[]) =>
        props.onChange(picked[0]?.id ?? '', picked[0]?.name ?? '')
      }
      isRequired={props.isRequired}
      {...(props.errorMessage ? { errorMessage: props.errorMessage } : {})}
    />
  );
}

function PersonField(props: WidgetControlProps) {
  // One loader per picker: it asks for the department tree once and reuses it.
  const organisation = useOrganisationTree();
  const id = text(props.value);
  return (
    <PersonPicker
      label={props.label}
      nodes={organisation.nodes}
      loadChildren={organisation.loadChildren}
      value={id ? [{ id, name: props.name || id }] : []}
      onChange={(picked: readonly PickedEntry[]) =>
        props.onChange(picked[0]?.id ?? '', picked[0]?.name ?? '')
      }
      isRequired={props.isRequired}
      {...(props.errorMessage ? { errorMessage: props.errorMessage } : {})}
    />
  );
}

/** The codes from the root to `value` in a tree dictionary (one per level). */
export function treePath(nodes: readonly DictionaryTreeOption[], value: string): string[] {
  for (const node of nodes) {
    if (node.value === value) return [node.value];
    const below = treePath(node.children ?? [], value);
    if (below.length > 0) return [node.value, ...below];
  }
  return [];
}

function treeDepth(nodes: readonly DictionaryTreeOption[]): number {
  let depth = 0;
  for (const node of nodes) depth = Math.max(depth, 1 + treeDepth(node.children ?? []));
  return depth;
}

function TreeDictField(props: WidgetControlProps) {
  const { t } = useTranslation();
  const code = props.field.dictCode;
  const tree = useQuery({
    queryKey: ['forms', 'treeDict', code ?? ''],
    queryFn: () => loadTreeDictionary(code!),
    enabled: Boolean(code),
  });
  const nodes = tree.data ?? [];
  const depth = Math.min(3, Math.max(1, treeDepth(nodes)));
  const levels = Array.from({ length: depth }, (_, index) => ({
    label: t('forms.field.level', { label: props.label, level: index + 1 }),
  }));
  return (
    <div>
      <DictionaryCascadeSelect
        label={props.label}
        levels={levels}
        code={code}
        loadTree={loadTreeDictionary}
        value={treePath(nodes, text(props.value))}
        onChange={(codes, entries) => {
          const chosen = codes.filter(Boolean);
          const last = chosen[chosen.length - 1] ?? '';
          const entry = entries.filter((item) => item.code)[chosen.length - 1];
          props.onChange(last, entry?.name ?? '');
        }}
        isRequired={props.isRequired}
      />
      {props.errorMessage ? <ErrorLine role="alert">{props.errorMessage}</ErrorLine> : null}
    </div>
  );
}

// ---- Editable --------------------------------------------------------------------------------

type WidgetControlProps = Omit<FieldWidgetProps, 'label'> & { label: string };

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** A date and a time under one label, held as 'YYYY-MM-DD HH:mm:ss'. */
function DateTimeField(props: WidgetControlProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const [date = '', time = ''] = text(props.value).split(' ');
  const [timeDraft, setTimeDraft] = useState(time);
  const compose = (nextDate: string, nextTime: string) => {
    if (!nextDate && !nextTime) return null;
    const fullTime = TIME.test(nextTime)
      ? nextTime.length === 5
        ? `${nextTime}:00`
        : nextTime
      : nextTime || '00:00:00';
    return `${nextDate} ${fullTime}`.trim();
  };
  return (
    <div role="group" aria-labelledby={labelId}>
      <GroupLabel id={labelId} data-required={props.isRequired}>
        {labelOf(props.label, props.inCell)}
      </GroupLabel>
      <ControlRow>
        <DatePicker
          aria-label={props.label}
          value={date || null}
          onChange={(next) => props.onChange(compose(next ?? '', timeDraft))}
          onBlur={props.onBlur}
          isRequired={props.isRequired}
        />
        <Input
          label={
            <span className="visually-hidden">{t('forms.field.time', { label: props.label })}</span>
          }
          placeholder="HH:mm:ss"
          value={timeDraft}
          onChange={setTimeDraft}
          onBlur={() => {
            props.onChange(compose(date, timeDraft));
            props.onBlur();
          }}
          autoComplete="off"
        />
      </ControlRow>
      {props.errorMessage ? <ErrorLine role="alert">{props.errorMessage}</ErrorLine> : null}
    </div>
  );
}

function EditableWidget(props: WidgetControlProps) {
  const { t, i18n } = useTranslation();
  const { field, inCell } = props;
  const common = {
    label: labelOf(props.label, inCell),
    onBlur: props.onBlur,
    isRequired: props.isRequired,
    errorMessage: props.errorMessage,
  };
  switch (field.type) {
    case 'text':
      return (
        <Input
          {...common}
          value={text(props.value)}
          onChange={(value) => props.onChange(value)}
          autoComplete="off"
          {...(field.rules?.maxLength ? { maxLength: field.rules.maxLength } : {})}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          value={text(props.value)}
          onChange={(value) => props.onChange(value)}
          rows={3}
        />
      );
    case 'richText':
      return (
        <div onBlur={props.onBlur}>
          <Suspense fallback={<Note role="status">{t('forms.field.richTextLoading')}</Note>}>
            <RichTextEditor
              label={props.isRequired ? `${props.label} *` : props.label}
              value={text(props.value)}
              onChange={(html) => props.onChange(richTextValue(html))}
            />
          </Suspense>
          {props.errorMessage ? <ErrorLine role="alert">{props.errorMessage}</ErrorLine> : null}
        </div>
      );
    case 'number':
    case 'money': {
      const capital =
        field.type === 'money' && !inCell && i18n.language.startsWith('zh')
          ? formatCapitalMoney(plainNumber(text(props.value)))
          : '';
      return (
        <Input
          {...common}
          value={text(props.value)}
          onChange={(value) => props.onChange(value)}
          inputMode="decimal"
          autoComplete="off"
          {...(capital ? { description: t('forms.field.capital', { text: capital }) } : {})}
        />
      );
    }
    case 'date':
      return (
        <DatePicker
          {...(inCell ? { 'aria-label': props.label } : { label: props.label })}
          value={text(props.value) || null}
          onChange={(value) => props.onChange(value)}
          onBlur={props.onBlur}
          isRequired={props.isRequired}
          errorMessage={props.errorMessage}
          isClearable
        />
      );
    case 'datetime':
      return <DateTimeField {...props} />;
    case 'dict':
      if (field.options?.length && !field.dictCode) {
        return (
          <Select
            {...common}
            options={field.options.map((option) => ({ value: option.value, label: option.label }))}
            value={text(props.value) || null}
            onChange={(value) => {
              const option = field.options?.find((item) => item.value === value);
              props.onChange(value === null ? '' : String(value), option?.label ?? '');
            }}
            isClearable
          />
        );
      }
      return (
        <DictionarySelect
          label={props.label}
          code={field.dictCode}
          loadOptions={loadDictionary}
          value={text(props.value)}
          onChange={(value, entry) => props.onChange(value, entry.name)}
          isRequired={props.isRequired}
          errorMessage={props.errorMessage}
        />
      );
    case 'treeDict':
      if (field.options?.length && !field.dictCode) {
        return <EditableWidget {...props} field={{ ...field, type: 'dict' }} />;
      }
      return <TreeDictField {...props} />;
    case 'dept':
      return <DepartmentField {...props} />;
    case 'user':
      return <PersonField {...props} />;
    case 'attachments':
      return (
        <AttachmentsField
          formCode={props.formCode}
          fieldKey={field.key}
          label={props.label}
          value={Array.isArray(props.value) ? (props.value as string[]) : []}
          onChange={(ids) => props.onChange(ids)}
          readonly={false}
          isRequired={props.isRequired}
          errorMessage={props.errorMessage}
        />
      );
    case 'subTable':
      return (
        <SubTableField
          field={field}
          label={props.label}
          rows={Array.isArray(props.value) ? (props.value as Record<string, unknown>[]) : []}
          onChange={(rows) => props.onChange(rows)}
          readonly={false}
          isRequired={props.isRequired}
          errorMessage={props.errorMessage}
          formCode={props.formCode}
        />
      );
  }
}

/** One field of a form, by its type: editable, or read-only as text. */
export function FieldWidget(props: FieldWidgetProps) {
  const { field } = props;
  if (!props.readonly) return <EditableWidget {...props} />;
  if (field.type === 'attachments') {
    return (
      <AttachmentsField
        formCode={props.formCode}
        fieldKey={field.key}
        label={props.label}
        value={Array.isArray(props.value) ? (props.value as string[]) : []}
        onChange={() => undefined}
        readonly
        isRequired={false}
      />
    );
  }
  if (field.type === 'subTable') {
    return (
      <SubTableField
        field={field}
        label={props.label}
        rows={Array.isArray(props.value) ? (props.value as Record<string, unknown>[]) : []}
        onChange={() => undefined}
        readonly
        isRequired={false}
        formCode={props.formCode}
      />
    );
  }
  if (field.type === 'richText' && !props.inCell) {
    // Sanitised by the server when saved (scripts, event handlers and foreign links stripped).
    return (
      <ReadonlyField label={props.label}>
        <RichTextView
          data-testid={`rich-${field.key}`}
          dangerouslySetInnerHTML={{ __html: text(props.value) }}
        />
      </ReadonlyField>
    );
  }
  const shown = displayText(field, props.value, props.name);
  if (props.inCell) return <>{shown}</>;
  return <ReadonlyField label={props.label}>{shown}</ReadonlyField>;
}

export type { FormFieldColumn };
