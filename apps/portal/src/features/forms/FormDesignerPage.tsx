import {
  formDefinitionSaveSchema,
  translateContractMessage,
  type FormFieldType,
  type FormNodeField,
  type FormSummary,
} from '@ccms/api-client';
import { DataGrid, rowActionsRenderer, type DataGridColumn } from '@ccms/data-grid';
import { Button, Checkbox, Empty, Input, Select, Textarea, toast } from '@ccms/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { api } from '../../api/client';
import { Panel, PanelHeader } from '../admin/shared/AdminLayout.styles';
import { AdminPage } from '../admin/shared/AdminPage';
import { FilterBar } from '../admin/shared/FilterBar';
import {
  EMPTY_DRAFT,
  FIELD_TYPES,
  moveItem,
  newField,
  nodeFieldOf,
  toDraft,
  toSave,
  type DraftField,
  type DraftForm,
  type DraftNode,
} from './designerModel';
import {
  FORMS_PAGE_SIZE,
  formsKeys,
  useFormDefinition,
  useFormDefinitionPage,
} from './formsQueries';
import { FieldGrid, Note, ReadonlyItem, SubTable, Toolbar } from './formStyles';
import { versionHref } from './FormVersionPage';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.spacing.lg};
  overflow-x: auto;

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const hidden = (text: string): ReactNode => <span className="visually-hidden">{text}</span>;

// ---- The field table -------------------------------------------------------------------------

function FieldTable({
  fields,
  onChange,
}: {
  fields: DraftField[];
  onChange: (fields: DraftField[]) => void;
}) {
  const { t } = useTranslation();
  const typeOptions = FIELD_TYPES.map((type) => ({
    value: type,
    label: t(`forms.designer.types.${type}`),
  }));
  const set = (index: number, patch: Partial<DraftField>) =>
    onChange(fields.map((field, at) => (at === index ? { ...field, ...patch } : field)));
  return (
    <Section aria-labelledby="forms-designer-fields">
      <h2 id="forms-designer-fields">{t('forms.designer.fields')}</h2>
      <SubTable aria-label={t('forms.designer.fieldsTable')}>
        <thead>
          <tr>
            <th scope="col">{t('forms.designer.key')}</th>
            <th scope="col">{t('forms.designer.type')}</th>
            <th scope="col">{t('forms.designer.label')}</th>
            <th scope="col">{t('forms.designer.labelEn')}</th>
            <th scope="col">{t('forms.designer.labelEs')}</th>
            <th scope="col">{t('forms.designer.required')}</th>
            <th scope="col">{t('forms.designer.width')}</th>
            <th scope="col">{t('forms.designer.listed')}</th>
            <th scope="col">{t('forms.designer.dictCode')}</th>
            <th scope="col">{t('forms.designer.options')}</th>
            <th scope="col">{t('forms.designer.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field, index) => {
            const row = t('forms.designer.fieldRow', { row: index + 1 });
            const name = field.label || field.key || row;
            const label = (key: string) => hidden(`${row} ${t(`forms.designer.${key}`)}`);
            return (
              <tr key={index}>
                <td>
                  <Input
                    label={label('key')}
                    value={field.key}
                    onChange={(key) => set(index, { key })}
                  />
                </td>
                <td>
                  <Select
                    label={label('type')}
                    options={typeOptions}
                    value={field.type}
                    onChange={(type) => type && set(index, { type: type as FormFieldType })}
                  />
                </td>
                <td>
                  <Input
                    label={label('label')}
                    value={field.label}
                    onChange={(text) => set(index, { label: text })}
                  />
                </td>
                <td>
                  <Input
                    label={label('labelEn')}
                    value={field.labelEn}
                    onChange={(text) => set(index, { labelEn: text })}
                  />
                </td>
                <td>
                  <Input
                    label={label('labelEs')}
                    value={field.labelEs}
                    onChange={(text) => set(index, { labelEs: text })}
                  />
                </td>
                <td>
                  <Checkbox
                    isSelected={field.required}
                    onChange={(required) => set(index, { required })}
                  >
                    {label('required')}
                  </Checkbox>
                </td>
                <td>
                  <Select
                    label={label('width')}
                    options={[1, 2, 3, 4].map((width) => ({ value: width, label: String(width) }))}
                    value={field.width}
                    onChange={(width) =>
                      width && set(index, { width: Number(width) as DraftField['width'] })
                    }
                  />
                </td>
                <td>
                  <Checkbox isSelected={field.listed} onChange={(listed) => set(index, { listed })}>
                    {label('listed')}
                  </Checkbox>
                </td>
                <td>
                  <Input
                    label={label('dictCode')}
                    value={field.dictCode}
                    onChange={(dictCode) => set(index, { dictCode })}
                  />
                </td>
                <td>
                  {field.type === 'subTable' ? (
                    <Textarea
                      label={label('columns')}
                      description={t('forms.designer.columnsHint')}
                      value={field.columns}
                      onChange={(columns) => set(index, { columns })}
                    />
                  ) : (
                    <Textarea
                      label={label('options')}
                      description={t('forms.designer.optionsHint')}
                      value={field.options}
                      onChange={(options) => set(index, { options })}
                    />
                  )}
                </td>
                <td>
                  <Button
                    variant="text"
                    isDisabled={index === 0}
                    onPress={() => onChange(moveItem(fields, index, index - 1))}
                  >
                    {t('forms.designer.moveUp', { name })}
                  </Button>
                  <Button
                    variant="text"
                    isDisabled={index === fields.length - 1}
                    onPress={() => onChange(moveItem(fields, index, index + 1))}
                  >
                    {t('forms.designer.moveDown', { name })}
                  </Button>
                  <Button
                    variant="text"
                    onPress={() => onChange(fields.filter((_, at) => at !== index))}
                  >
                    {t('forms.designer.removeField', { name })}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </SubTable>
      <Toolbar>
        <Button
          onPress={() =>
            onChange([
              ...fields,
              newField(fields.length + 1, t('forms.designer.newField', { n: fields.length + 1 })),
            ])
          }
        >
          {t('forms.designer.addField')}
        </Button>
      </Toolbar>
    </Section>
  );
}

// ---- The node-config table -------------------------------------------------------------------

const CONFIG_KEYS = ['display', 'readonly', 'required'] as const;

function NodeTable({
  fields,
  nodes,
  onChange,
}: {
  fields: DraftField[];
  nodes: DraftNode[];
  onChange: (nodes: DraftNode[]) => void;
}) {
  const { t } = useTranslation();
  const setNode = (index: number, node: DraftNode) =>
    onChange(nodes.map((item, at) => (at === index ? node : item)));
  const what = (key: (typeof CONFIG_KEYS)[number]) =>
    t(`forms.designer.${key === 'required' ? 'nodeRequired' : key}`);
  return (
    <Section aria-labelledby="forms-designer-nodes">
      <h2 id="forms-designer-nodes">{t('forms.designer.nodes')}</h2>
      {nodes.length === 0 ? <Note>{t('forms.designer.noNodes')}</Note> : null}
      {nodes.length > 0 ? (
        <SubTable aria-label={t('forms.designer.nodesTable')}>
          <thead>
            <tr>
              <th scope="col">{t('forms.designer.nodeId')}</th>
              <th scope="col">{t('forms.designer.nodeField')}</th>
              {CONFIG_KEYS.map((key) => (
                <th key={key} scope="col">
                  {what(key)}
                </th>
              ))}
            </tr>
          </thead>
          {nodes.map((node, index) => (
            <tbody key={index}>
              {fields.map((field, fieldIndex) => {
                const config = nodeFieldOf(node, field);
                const nodeName = node.id || t('forms.designer.nodeIdLabel', { row: index + 1 });
                return (
                  <tr key={field.key || fieldIndex}>
                    {fieldIndex === 0 ? (
                      <th scope="rowgroup" rowSpan={fields.length}>
                        <Input
                          label={hidden(t('forms.designer.nodeIdLabel', { row: index + 1 }))}
                          value={node.id}
                          onChange={(id) => setNode(index, { ...node, id })}
                        />
                        <Button
                          variant="text"
                          onPress={() => onChange(nodes.filter((_, at) => at !== index))}
                        >
                          {t('forms.designer.removeNode', { node: nodeName })}
                        </Button>
                      </th>
                    ) : null}
                    <td>{field.label || field.key}</td>
                    {CONFIG_KEYS.map((key) => (
                      <td key={key}>
                        <Checkbox
                          isSelected={config[key]}
                          onChange={(checked) =>
                            setNode(index, {
                              ...node,
                              config: {
                                ...node.config,
                                [field.key]: { ...config, [key]: checked } satisfies FormNodeField,
                              },
                            })
                          }
                        >
                          {hidden(
                            t('forms.designer.nodeCell', {
                              node: nodeName,
                              field: field.label || field.key,
                              what: what(key),
                            }),
                          )}
                        </Checkbox>
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          ))}
        </SubTable>
      ) : null}
      <Toolbar>
        <Button onPress={() => onChange([...nodes, { id: '', config: {} }])}>
          {t('forms.designer.addNode')}
        </Button>
      </Toolbar>
    </Section>
  );
}

// ---- The editor ------------------------------------------------------------------------------

function FormEditor({ initial, onClose }: { initial: DraftForm; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<DraftForm>(initial);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<DraftForm>) => setDraft((current) => ({ ...current, ...patch }));
  const text = (
    key: 'name' | 'nameEn' | 'nameEs' | 'code' | 'processKey' | 'categoryName' | 'permission',
    labelKey: string,
    description?: string,
  ) => (
    <Input
      label={t(`forms.designer.${labelKey}`)}
      value={draft[key]}
      onChange={(value) => set({ [key]: value })}
      {...(description ? { description } : {})}
      autoComplete="off"
    />
  );

  const save = async () => {
    const body = toSave(draft);
    // The contract's own checks first, in the reader's language: the server would say the same.
    const checked = formDefinitionSaveSchema.safeParse(body);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      toast.error(translateContractMessage(issue.message, i18n.language));
      return;
    }
    setSaving(true);
    try {
      await api.forms.formDefinitionSave({ body });
      toast.success(t('forms.designer.saved'));
      await queryClient.invalidateQueries({ queryKey: formsKeys.all });
      onClose();
    } catch {
      // The request layer has told the server's reason; the editor keeps the draft.
    } finally {
      setSaving(false);
    }
  };

  const title = draft.id
    ? t('forms.designer.editTitle', { name: initial.name })
    : t('forms.designer.createTitle');
  return (
    <AdminPage
      title={title}
      actions={
        <>
          <Button variant="primary" isPending={saving} onPress={() => void save()}>
            {t('forms.designer.save')}
          </Button>
          <Button onPress={onClose}>{t('forms.designer.cancel')}</Button>
        </>
      }
    >
      <Panel>
        <FieldGrid>
          <div data-span="1">{text('name', 'name')}</div>
          <div data-span="1">{text('nameEn', 'nameEn')}</div>
          <div data-span="1">{text('nameEs', 'nameEs')}</div>
          <div data-span="1">{text('code', 'code')}</div>
          <div data-span="1">{text('processKey', 'processKey')}</div>
          <div data-span="1">{text('categoryName', 'category')}</div>
          <div data-span="2">
            {text('permission', 'permission', t('forms.designer.permissionHint'))}
          </div>
          <div data-span="2">
            <Select
              label={t('forms.designer.treeParent')}
              description={t('forms.designer.treeParentHint')}
              options={[
                { value: '', label: t('forms.designer.treeParentNone') },
                // One option a key (the designer may hold a duplicate key until it is saved).
                ...[
                  ...new Map(
                    draft.fields
                      .filter((field) => field.type === 'text' && field.key.trim() !== '')
                      .map((field) => [
                        field.key.trim(),
                        { value: field.key.trim(), label: `${field.label} (${field.key.trim()})` },
                      ]),
                  ).values(),
                ],
              ]}
              value={draft.treeParent}
              onChange={(value) => set({ treeParent: value === null ? '' : String(value) })}
            />
          </div>
          {draft.id && draft.version ? (
            <div data-span="2">
              <ReadonlyItem>
                <dt>{t('forms.designer.version')}</dt>
                <dd>
                  <Link to={versionHref(draft.id, draft.version)}>
                    {t('forms.designer.versions', { version: draft.version })}
                  </Link>
                </dd>
              </ReadonlyItem>
            </div>
          ) : null}
        </FieldGrid>
        <FieldTable fields={draft.fields} onChange={(fields) => set({ fields })} />
        <NodeTable fields={draft.fields} nodes={draft.nodes} onChange={(nodes) => set({ nodes })} />
      </Panel>
    </AdminPage>
  );
}

function LoadedEditor({ id, onClose }: { id: string; onClose: () => void }) {
  const definition = useFormDefinition(id);
  if (definition.isError) return <Empty />;
  if (!definition.data) return null;
  return (
    <FormEditor
      key={definition.data.updatedAt}
      initial={toDraft(definition.data)}
      onClose={onClose}
    />
  );
}

// ---- The page --------------------------------------------------------------------------------

/** /sys-manager/model-form-manager: the company's form definitions, and the editor of one. */
export default function FormDesignerPage() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const page = useFormDefinitionPage(name, pageNo);

  const columns = useMemo<DataGridColumn<FormSummary>[]>(
    () => [
      { key: 'name', title: t('forms.designer.name'), width: 180 },
      { key: 'code', title: t('forms.designer.code'), width: 180 },
      { key: 'processKey', title: t('forms.designer.processKey'), width: 140 },
      { key: 'permission', title: t('forms.designer.permission'), width: 200 },
      { key: 'fieldCount', title: t('forms.designer.fieldCount'), width: 90, align: 'right' },
      { key: 'recordCount', title: t('forms.designer.recordCount'), width: 90, align: 'right' },
      { key: 'updatedAt', title: t('forms.designer.updatedAt'), width: 170 },
      {
        key: 'actions',
        title: t('forms.designer.actions'),
        width: 100,
        render: rowActionsRenderer<FormSummary>([
          {
            id: 'edit',
            label: t('forms.designer.edit'),
            onPress: (row) => setEditing({ id: row.id }),
          },
        ]),
      },
    ],
    [t],
  );

  if (editing) {
    const close = () => setEditing(null);
    return editing.id ? (
      <LoadedEditor id={editing.id} onClose={close} />
    ) : (
      <FormEditor initial={EMPTY_DRAFT} onClose={close} />
    );
  }

  return (
    <AdminPage
      title={t('forms.designer.heading')}
      actions={
        <Button variant="primary" onPress={() => setEditing({ id: null })}>
          {t('forms.designer.create')}
        </Button>
      }
    >
      <Panel>
        <PanelHeader>
          <FilterBar<{ name: string }>
            label={t('forms.list.filter')}
            empty={{ name: '' }}
            initial={{ name }}
            onSearch={(next) => {
              setName(next.name.trim());
              setPageNo(1);
            }}
          >
            {({ draft, change }) => (
              <Input
                label={t('forms.designer.filter')}
                width="middle"
                value={draft.name}
                onChange={change('name')}
              />
            )}
          </FilterBar>
        </PanelHeader>
        <DataGrid<FormSummary>
          aria-label={t('forms.designer.grid')}
          columns={columns}
          rows={page.data?.data ?? []}
          rowKey="id"
          loading={page.isFetching}
          emptyText={t('forms.designer.empty')}
          pagination="server"
          total={page.data?.total ?? 0}
          pageNo={pageNo}
          pageSize={FORMS_PAGE_SIZE}
          onPageChange={setPageNo}
        />
      </Panel>
    </AdminPage>
  );
}
