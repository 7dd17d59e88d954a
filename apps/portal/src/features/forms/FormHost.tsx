import type { FormDefinition, FormField, FormNodeField, FormRecord } from '@ccms/api-client';
import {
  Empty,
  Form,
  LoadingOverlay,
  Select,
  formatDateTime,
  useFormField,
  type FieldRule,
} from '@ccms/ui';
import { useQueryClient } from '@tanstack/react-query';
import {
  forwardRef,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { quietApi, reportApiError } from '../../api/client';
import { useSession } from '../../app/session';
import {
  checkField,
  defaultNames,
  fieldErrorsOf,
  fieldLabel,
  initialValues,
  type DefaultContext,
  nodeConfigOf,
  valuesToSave,
  type FieldProblem,
} from './fieldModel';
import { FieldWidget } from './FieldWidget';
import {
  formsKeys,
  useFormDisplay,
  useFormRecord,
  useFormRecordTree,
  useFormVersion,
} from './formsQueries';
import { FieldGrid, ReadonlyItem } from './formStyles';
import { parentChoices } from './treeModel';

export interface FormHostHandle {
  /** Validates, saves the record (POST /form/{code} with taskId when given); null when invalid (errors shown). */
  save(): Promise<FormRecord | null>;
}

export interface FormHostProps {
  formId?: string | null;
  formCode?: string | null;
  processKey?: string | null;
  /** null → a new record (defaults filled). */
  recordId?: string | null;
  /** Node config; empty → start node. */
  taskDefKey?: string | null;
  /** Passed to save. */
  taskId?: string | null;
  /** The spec 000 §4 rule, computed by the caller. */
  readonly: boolean;
  onLoaded?: (form: FormDefinition, record: FormRecord | null) => void;
  /** Values a new record starts with (新增下级: the parent of a tree form). */
  presetValues?: Readonly<Record<string, unknown>> | null;
  /**
   * Renders this version of the definition (wf-form/{version}). Without it a read-only record
   * renders with the version it was saved with; an edited one with the current definition.
   */
  version?: number | null;
  /** dev-online: checks the values but never stores them; save() answers an unsaved record. */
  sandbox?: boolean;
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** A failed check in the reader's language. */
export function problemText(problem: FieldProblem, t: Translate): string {
  const message = t(`forms.check.${problem.key}`, problem.values);
  return problem.row === undefined ? message : t('forms.check.row', { row: problem.row, message });
}

// ---- One field -------------------------------------------------------------------------------

interface HostFieldProps {
  field: FormField;
  /** The field whose value shows in this one's place (renderField), else the field itself. */
  shown: FormField;
  config: FormNodeField;
  hostReadonly: boolean;
  formCode: string;
  name: string | undefined;
  onName: (key: string, name: string) => void;
  serverError: string | undefined;
  onEdited: (key: string) => void;
  /** The stored value of the renderField field (shown read-only). */
  shownValue: unknown;
  /** A tree form's parent field: the records it may name. */
  treeOptions?: readonly { value: string; label: string }[] | undefined;
}

function HostField({
  field,
  shown,
  config,
  hostReadonly,
  formCode,
  name,
  onName,
  serverError,
  onEdited,
  shownValue,
  treeOptions,
}: HostFieldProps) {
  const { t, i18n } = useTranslation();
  const label = fieldLabel(field, i18n.language);
  const readonly = hostReadonly || config.readonly || shown !== field;
  const required = !readonly && config.required;
  const rules = useMemo<FieldRule[]>(() => {
    const check: FieldRule = {
      validator: (value) => {
        const problem = checkField(field, value, false, i18n.language);
        return problem ? problemText(problem, t) : null;
      },
    };
    return required
      ? [{ required: true, message: t('forms.check.required', { label }) }, check]
      : [check];
  }, [field, i18n.language, label, required, t]);
  // Read-only and hidden fields are not checked: the server keeps their stored values.
  const binding = useFormField<unknown>({
    name: field.key,
    label,
    rules,
    required,
    hidden: !config.display || readonly,
  });
  if (!config.display) return null;
  if (treeOptions) {
    const id = typeof binding.value === 'string' ? binding.value : '';
    const parentLabel = treeOptions.find((option) => option.value === id)?.label ?? id;
    return (
      <div data-span={field.width} data-form-field={field.key}>
        {readonly ? (
          <ReadonlyItem>
            <dt>{label}</dt>
            <dd>{parentLabel || t('forms.tree.topLevel')}</dd>
          </ReadonlyItem>
        ) : (
          <Select
            label={label}
            options={treeOptions}
            value={id || null}
            placeholder={t('forms.tree.topLevel')}
            onChange={(value) => {
              binding.onChange(value === null ? '' : String(value));
              onEdited(field.key);
            }}
            onBlur={binding.onBlur}
            isRequired={required}
            isSearchable
            isClearable
            errorMessage={binding.errorMessage ?? serverError}
          />
        )}
      </div>
    );
  }
  return (
    <div data-span={field.width} data-form-field={field.key}>
      <FieldWidget
        field={shown}
        label={label}
        value={shown === field ? binding.value : shownValue}
        name={name}
        onChange={(value, picked) => {
          binding.onChange(value);
          if (picked !== undefined) onName(field.key, picked);
          onEdited(field.key);
        }}
        onBlur={binding.onBlur}
        isRequired={required}
        errorMessage={binding.errorMessage ?? serverError}
        readonly={readonly}
        formCode={formCode}
      />
    </div>
  );
}

// ---- The loaded form -------------------------------------------------------------------------

interface LoadedFormProps {
  form: FormDefinition;
  node: Readonly<Record<string, FormNodeField>>;
  record: FormRecord | null;
  atStart: boolean;
  readonly: boolean;
  taskId: string | null;
  handleRef: React.Ref<FormHostHandle>;
  presetValues: Readonly<Record<string, unknown>> | null;
  sandbox: boolean;
}

type Outcome = (record: FormRecord | null) => void;

function LoadedForm({
  form,
  node,
  record,
  atStart,
  readonly,
  taskId,
  handleRef,
  presetValues,
  sandbox,
}: LoadedFormProps) {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { userInfo } = useSession();
  // A new record's defaults may name who fills it and when ($currentUser, $currentDept, $today).
  const [context] = useState<DefaultContext | undefined>(() =>
    record
      ? undefined
      : {
          userId: userInfo?.userId ?? null,
          userName: userInfo?.name ?? null,
          deptId: userInfo?.deptId ?? null,
          deptName: userInfo?.deptName ?? null,
          now: formatDateTime(new Date()),
        },
  );
  const [defaultValues] = useState(() => ({
    ...initialValues(form, record, context),
    ...(record ? {} : presetValues),
  }));
  // A tree form's parent field picks among the form's records (not itself nor its descendants).
  const tree = useFormRecordTree(form.treeParent ? form.code : undefined);
  const treeOptions = useMemo(
    () =>
      form.treeParent ? parentChoices(form, tree.data?.data ?? [], record?.id ?? null) : undefined,
    [form, record?.id, tree.data],
  );
  const [names, setNames] = useState<Record<string, string>>(() => ({
    ...defaultNames(form, context),
    ...record?.labels,
  }));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const frameRef = useRef<HTMLDivElement>(null);
  const pending = useRef<Outcome | null>(null);
  const savedRecord = useRef<FormRecord | null>(record);

  const settle = (result: FormRecord | null) => {
    const outcome = pending.current;
    pending.current = null;
    outcome?.(result);
  };

  const submit = async (values: Record<string, unknown>) => {
    if (sandbox) {
      // Checked like a save, stored nowhere: the values as they would be sent.
      const stamp = formatDateTime(new Date());
      settle({
        id: savedRecord.current?.id ?? 'sandbox',
        formCode: form.code,
        values: valuesToSave(form, node, atStart, values),
        labels: names,
        instanceId: null,
        instanceStatus: null,
        createdBy: userInfo?.userId ?? null,
        createdByName: userInfo?.name ?? null,
        createdDate: stamp,
        updatedBy: userInfo?.userId ?? null,
        updatedDate: stamp,
        lastSubmitUserName: null,
        lastSubmitDate: null,
        formVersion: form.version,
      });
      return;
    }
    try {
      const saved = await quietApi.forms.formRecordSave({
        params: { formCode: form.code },
        body: {
          ...(savedRecord.current ? { id: savedRecord.current.id } : {}),
          values: valuesToSave(form, node, atStart, values),
          ...(taskId ? { taskId } : {}),
        },
      });
      savedRecord.current = saved;
      setServerErrors({});
      queryClient.setQueryData(formsKeys.record(form.code, saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: formsKeys.records(form.code) });
      settle(saved);
    } catch (error) {
      // A refusal that names a field shows there; anything else is told as the request layer does.
      const byField = fieldErrorsOf(error, form.fields);
      if (byField) setServerErrors(byField);
      else reportApiError(error);
      settle(null);
    }
  };

  useImperativeHandle(
    handleRef,
    () => ({
      save: () => {
        if (readonly) return Promise.resolve(savedRecord.current);
        const element = frameRef.current?.querySelector('form');
        if (!element) return Promise.resolve(null);
        return new Promise<FormRecord | null>((resolve) => {
          settle(null); // An earlier save still waiting is superseded.
          pending.current = resolve;
          element.requestSubmit();
        });
      },
    }),
    [readonly],
  );

  const onName = useCallback(
    (key: string, name: string) => setNames((current) => ({ ...current, [key]: name })),
    [],
  );
  const onEdited = useCallback(
    (key: string) =>
      setServerErrors((current) => {
        if (!(key in current)) return current;
        const { [key]: _gone, ...rest } = current;
        return rest;
      }),
    [],
  );

  return (
    <div ref={frameRef}>
      <Form
        aria-label={fieldLabel({ label: form.name, labels: form.labels }, i18n.language)}
        defaultValues={defaultValues}
        onSubmit={submit}
        onInvalid={() => settle(null)}
      >
        <FieldGrid>
          {form.fields.map((field) => {
            const config = nodeConfigOf(field, node, atStart);
            const shown =
              (config.renderField && form.fields.find((item) => item.key === config.renderField)) ||
              field;
            return (
              <HostField
                key={field.key}
                field={field}
                shown={shown}
                config={config}
                hostReadonly={readonly}
                formCode={form.code}
                name={names[shown.key]}
                onName={onName}
                serverError={serverErrors[field.key]}
                onEdited={onEdited}
                shownValue={defaultValues[shown.key]}
                treeOptions={field.key === form.treeParent ? treeOptions : undefined}
              />
            );
          })}
        </FieldGrid>
      </Form>
    </div>
  );
}

// ---- FormHost --------------------------------------------------------------------------------

/**
 * The form engine's renderer (spec 000 §3, §4): loads the form with the node's field config and
 * the record, lays the fields out on a 4-column grid, and saves through `save()` — the caller's
 * buttons (a list page's 保存, a task's 同意) decide when.
 */
export const FormHost = forwardRef<FormHostHandle, FormHostProps>(function FormHost(
  {
    formId,
    formCode,
    processKey,
    recordId,
    taskDefKey,
    taskId,
    readonly,
    onLoaded,
    presetValues,
    version,
    sandbox,
  },
  ref,
) {
  const { t } = useTranslation();
  const display = useFormDisplay({ formId, formCode, processKey }, taskDefKey ?? null);
  const current = display.data?.form;
  const record = useFormRecord(current?.code, recordId);
  // A record shows with the definition it was saved with; editing it moves it to the current one.
  const recordVersion =
    readonly && record.data?.formVersion && record.data.formVersion !== current?.version
      ? record.data.formVersion
      : null;
  const wanted = version ?? recordVersion;
  const versioned = useFormVersion(current?.id, wanted);
  // An earlier version that cannot be read: the record shows with the current definition.
  const form = wanted && !(versioned.isError && !version) ? versioned.data : current;
  const loaded = Boolean(form) && (!recordId || record.data !== undefined);

  const onLoadedRef = useRef(onLoaded);
  useLayoutEffect(() => {
    onLoadedRef.current = onLoaded;
  });
  useEffect(() => {
    if (loaded && form) onLoadedRef.current?.(form, record.data ?? null);
  }, [form, loaded, record.data]);

  if (display.isError || record.isError || (version && versioned.isError))
    return <Empty description={t('forms.host.loadFailed')} />;
  if (!loaded || !display.data || !form)
    return (
      <div style={{ position: 'relative', minHeight: 120 }}>
        <LoadingOverlay text={t('forms.host.loading')} />
      </div>
    );
  return (
    <LoadedForm
      key={`${form.id}:${record.data?.id ?? 'new'}:${form.updatedAt}:${form.version ?? ''}`}
      form={form}
      node={display.data.node}
      record={record.data ?? null}
      atStart={!taskDefKey}
      readonly={readonly || (Boolean(version) && version !== current?.version && !sandbox)}
      taskId={taskId ?? null}
      handleRef={ref}
      presetValues={presetValues ?? null}
      sandbox={Boolean(sandbox)}
    />
  );
});
