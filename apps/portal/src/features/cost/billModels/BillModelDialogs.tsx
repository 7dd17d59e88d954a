import { ApiError, type BillModelBillRow, type HkBillTreeRow } from '@ccms/api-client';
import { TreeTable, type DataGridColumn } from '@ccms/data-grid';
import { FormAlert, Input, Radio, RadioGroup, Switch, Textarea } from '@ccms/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PanelNote } from '../../admin/shared/AdminLayout.styles';
import { FormDialog } from '../../admin/shared/FormDialog';
import { TextButton } from '../library/TextButton';
import {
  useHkBillBook,
  useHkBillTree,
  useSetBillAttributes,
  useSetBillModel,
} from './billModelQueries';

const Picker = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.md};
  align-items: start;
`;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
`;

type TreeRow = HkBillTreeRow & { id: string; parentId: string | null; order: number };

/** The server's refusal (a business failure's message), else nothing: the toast told it. */
function refusalOf(error: unknown): string | null {
  return error instanceof ApiError && error.kind === 'business' ? error.message : null;
}

/**
 * 指定模型: a node of the book's tree, then one of its models; optionally the bill's name,
 * features and unit edited first (保存并指定).
 */
export function AssignModelDialog({
  projectId,
  bill,
  onClose,
}: {
  projectId: string;
  bill: BillModelBillRow;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const tree = useHkBillTree(projectId);
  const [node, setNode] = useState<{ code: string; name: string } | null>(null);
  const models = useHkBillBook(projectId, node?.code ?? null);
  const [modelId, setModelId] = useState<string | null>(bill.modelId);
  const [editing, setEditing] = useState(false);
  const [fields, setFields] = useState({
    name: bill.name,
    features: bill.features,
    unit: bill.unit,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const assign = useSetBillModel(projectId, onClose);
  const rows = useMemo<TreeRow[]>(
    () =>
      (tree.data?.rows ?? []).map((row, order) => ({
        ...row,
        id: row.code,
        parentId: row.parentCode,
        order,
      })),
    [tree.data],
  );
  const columns = useMemo<DataGridColumn<TreeRow>[]>(
    () => [
      {
        key: 'name',
        title: t('costBillModels.column.name'),
        width: 240,
        render: (row) => (
          <TextButton type="button" onClick={() => setNode({ code: row.code, name: row.name })}>
            {row.code} {row.name}
          </TextButton>
        ),
      },
      { key: 'models', title: t('costBillModels.column.models'), width: 70, align: 'right' },
    ],
    [t],
  );
  const label = (key: string) => t(`costBillModels.assign.${key}`);
  return (
    <FormDialog
      title={t('costBillModels.assign.title', { name: `${bill.code} ${bill.name}` })}
      isPending={assign.isPending}
      onClose={onClose}
      width="large"
      submitText={editing ? label('saveAndSet') : label('submit')}
    >
      {(formId) => (
        <form
          id={formId}
          onSubmit={(event) => {
            event.preventDefault();
            if (!modelId) {
              setProblem(label('chooseModel'));
              return;
            }
            setProblem(null);
            assign.mutate(
              { billId: bill.billId, modelId, bill: editing ? fields : undefined },
              { onError: (error) => setProblem(refusalOf(error)) },
            );
          }}
        >
          <Fields>
            {bill.modelCode ? (
              <PanelNote>
                {label('current')}
                {bill.modelCode} {bill.modelName}
              </PanelNote>
            ) : null}
            <Picker>
              {tree.data ? (
                <TreeTable<TreeRow>
                  aria-label={label('tree')}
                  rows={rows}
                  columns={columns}
                  height={300}
                  loading={tree.isFetching}
                  defaultExpandedIds={rows
                    .filter((row) => row.parentId === null)
                    .map((row) => row.id)}
                />
              ) : (
                <PanelNote aria-busy="true">{label('loading')}</PanelNote>
              )}
              {node ? (
                (models.data ?? []).length > 0 ? (
                  <RadioGroup
                    label={t('costBillModels.modelsOf', { name: `${node.code} ${node.name}` })}
                    value={modelId}
                    onChange={setModelId}
                  >
                    {(models.data ?? []).map((model) => (
                      <Radio key={model.id} value={model.id}>
                        {model.code} {model.name}（{model.unit}）
                      </Radio>
                    ))}
                  </RadioGroup>
                ) : (
                  <PanelNote aria-busy={models.isFetching}>
                    {models.isFetching ? label('loading') : t('costBillModels.model.empty')}
                  </PanelNote>
                )
              ) : (
                <PanelNote>{label('pickNode')}</PanelNote>
              )}
            </Picker>
            <Switch isSelected={editing} onChange={setEditing}>
              {label('edit')}
            </Switch>
            {editing ? (
              <>
                <Input
                  label={label('name')}
                  value={fields.name}
                  onChange={(name) => setFields((current) => ({ ...current, name }))}
                  isRequired
                  maxLength={200}
                />
                <Textarea
                  label={label('features')}
                  value={fields.features}
                  onChange={(features) => setFields((current) => ({ ...current, features }))}
                  maxLength={2000}
                />
                <Input
                  label={label('unit')}
                  value={fields.unit}
                  onChange={(unit) => setFields((current) => ({ ...current, unit }))}
                  isRequired
                  maxLength={20}
                />
              </>
            ) : null}
            {problem ? <FormAlert>{problem}</FormAlert> : null}
          </Fields>
        </form>
      )}
    </FormDialog>
  );
}

/**
 * 设置特征: the values of a placed bill's attributes; fixed ones show their fixed value and
 * cannot be changed; optionally written back into the bill's features (项目特征).
 */
export function BillAttributesDialog({
  projectId,
  bill,
  onClose,
}: {
  projectId: string;
  bill: BillModelBillRow;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(bill.attributes.map((item) => [item.name, item.fixValue ?? item.value])),
  );
  const [writeBack, setWriteBack] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetBillAttributes(projectId, onClose);
  const label = (key: string, params?: Record<string, string>) =>
    t(`costBillModels.attributes.${key}`, params);
  return (
    <FormDialog
      title={label('title', { name: `${bill.code} ${bill.name}` })}
      isPending={save.isPending}
      onClose={onClose}
    >
      {(formId) => (
        <form
          id={formId}
          onSubmit={(event) => {
            event.preventDefault();
            setProblem(null);
            save.mutate(
              {
                billId: bill.billId,
                attributes: bill.attributes.map((item) => ({
                  name: item.name,
                  value: (values[item.name] ?? '').trim(),
                })),
                writeBack,
              },
              { onError: (error) => setProblem(refusalOf(error)) },
            );
          }}
        >
          <Fields>
            <PanelNote>
              {label('model')}
              {bill.modelCode} {bill.modelName}
            </PanelNote>
            {bill.attributes.map((item) => (
              <Input
                key={item.name}
                label={item.name}
                value={values[item.name] ?? ''}
                onChange={(value) => setValues((current) => ({ ...current, [item.name]: value }))}
                isReadOnly={item.fixValue !== null}
                description={
                  item.fixValue === null
                    ? undefined
                    : item.deviates
                      ? label('deviates', { value: item.value || label('blank') })
                      : label('fixed')
                }
                maxLength={200}
              />
            ))}
            <Switch isSelected={writeBack} onChange={setWriteBack}>
              {label('writeBack')}
            </Switch>
            {problem ? <FormAlert>{problem}</FormAlert> : null}
          </Fields>
        </form>
      )}
    </FormDialog>
  );
}
