import { decimalInput, projectNodeSave } from '@ccms/api-client';
import { Form, FormField, Input } from '@ccms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractRule } from '../../admin/shared/contractRule';
import { FormDialog } from '../../admin/shared/FormDialog';
import { useSaveNode } from './projectQueries';
import { childLevelOf, type NodeRow } from './projectTree';
import { bodyOf } from '../library/contractBody';
import { ContractInput } from '../library/ContractInput';

/** A new node under a parent (its level follows the parent's), or a rename. */
export type NodeFormTarget = { kind: 'create'; parent: NodeRow } | { kind: 'edit'; node: NodeRow };

type NodeFormValues = {
  name: string;
  code: string;
  area: string;
};

const shape = bodyOf(projectNodeSave).shape;
const areaSchema = decimalInput('建筑面积');

export interface NodeFormDialogProps {
  projectId: string;
  target: NodeFormTarget;
  onSaved: (node: { id: string; parentId: string | null }) => void;
  onClose: () => void;
}

/** 新增单项 / 单位 / 分部 under a node, or 重命名 one (name, code, area) through projectNodeSave. */
export function NodeFormDialog({ projectId, target, onSaved, onClose }: NodeFormDialogProps) {
  const { t, i18n } = useTranslation();
  const save = useSaveNode(projectId);
  const level = target.kind === 'edit' ? target.node.level : childLevelOf(target.parent.level);
  const [defaultValues] = useState<NodeFormValues>(() =>
    target.kind === 'edit'
      ? { name: target.node.name, code: target.node.code, area: target.node.area ?? '' }
      : { name: '', code: '', area: '' },
  );
  const levelName = t(`cost.project.level.${level}`);
  const title =
    target.kind === 'edit'
      ? t('cost.project.node.editTitle', { name: target.node.name })
      : t('cost.project.node.createTitle', { level: levelName, parent: target.parent.name });

  const submit = async (values: NodeFormValues) => {
    if (level === 'project') return;
    const parentId = target.kind === 'edit' ? target.node.parentId : target.parent.id;
    if (parentId === null) return;
    const area = values.area.trim();
    try {
      const saved = await save.mutateAsync({
        ...(target.kind === 'edit' ? { id: target.node.id } : {}),
        parentId,
        level,
        code: values.code.trim(),
        name: values.name.trim(),
        area: area === '' ? null : area,
      });
      onSaved(saved);
      onClose();
    } catch {
      // Told by the request layer; the dialog stays open to correct it.
    }
  };

  return (
    <FormDialog title={title} isPending={save.isPending} onClose={onClose}>
      {(formId) => (
        <Form<NodeFormValues>
          id={formId}
          aria-label={title}
          defaultValues={defaultValues}
          onSubmit={submit}
        >
          <ContractInput
            name="name"
            label={t('cost.project.node.name', { level: levelName })}
            schema={shape.name}
            required
          />
          <FormField<string>
            name="code"
            label={t('cost.project.node.code')}
            rules={[
              contractRule(shape.code, i18n.language, { label: t('cost.project.node.code') }),
            ]}
          >
            {(field) => <Input {...field} autoComplete="off" />}
          </FormField>
          {level === 'single' || level === 'unit' ? (
            <ContractInput
              name="area"
              label={t('cost.project.node.area')}
              schema={areaSchema}
              decimal
            />
          ) : null}
        </Form>
      )}
    </FormDialog>
  );
}
