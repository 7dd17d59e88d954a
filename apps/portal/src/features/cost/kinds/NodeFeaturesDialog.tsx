import type { FeatureValues } from '@ccms/api-client';
import { Button, Dialog, Select, TextField, toast } from '@ccms/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { api } from '../../../api/client';
import { PanelNote } from '../../admin/shared/AdminLayout.styles';
import { featureErrors } from './FeaturesDialog';
import { errorsOf, useBaseFeature, useKinds } from './kindQueries';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

const ErrorList = styled.ul`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding-inline-start: 1.25em;
  color: ${({ theme }) => theme.colors.danger.text};
`;

const nodeFeatureKey = (nodeId: string, functionId: string) =>
  ['cost', 'kinds', 'nodeFeatures', nodeId, functionId] as const;

export interface NodeFeaturesDialogProps {
  projectId: string;
  node: { id: string; name: string };
  onClose: () => void;
}

/**
 * 节点特征: a structure node's features — the node-scope attributes of a function (a level-3
 * kind; the project's own by default), checked like the project's: every invalid one named,
 * nothing saved until all are valid.
 */
export function NodeFeaturesDialog({ projectId, node, onClose }: NodeFeaturesDialogProps) {
  const { t } = useTranslation();
  const base = useBaseFeature(projectId);
  const kinds = useKinds();
  const [chosen, setChosen] = useState<string | null>(null);
  const functionId = chosen ?? base.data?.kindId ?? null;
  const functions = useMemo(
    () =>
      (kinds.data ?? [])
        .filter((kind) => kind.level === 3)
        .map((kind) => ({ value: kind.id, label: kind.name })),
    [kinds.data],
  );
  const features = useQuery({
    queryKey: nodeFeatureKey(node.id, functionId ?? ''),
    queryFn: () =>
      api.costKinds.featureQueryEngineer({ params: { nodeId: node.id, functionId: functionId! } }),
    enabled: functionId !== null,
  });
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('costKinds.nodeFeatures.title', { name: node.name })}
      width="large"
    >
      {base.data && kinds.data ? (
        <>
          <Grid>
            <Select
              label={t('costKinds.nodeFeatures.function')}
              options={functions}
              value={functionId}
              isRequired
              onChange={(value) => setChosen(value === null ? null : String(value))}
            />
          </Grid>
          {functionId === null ? (
            <PanelNote>{t('costKinds.nodeFeatures.noFunction')}</PanelNote>
          ) : features.data ? (
            <NodeFeaturesForm
              key={functionId}
              projectId={projectId}
              nodeId={node.id}
              functionId={functionId}
              features={features.data}
              onClose={onClose}
            />
          ) : (
            <p role="status">{t('costKinds.features.loading')}</p>
          )}
        </>
      ) : (
        <p role="status">{t('costKinds.features.loading')}</p>
      )}
    </Dialog>
  );
}

function NodeFeaturesForm({
  projectId,
  nodeId,
  functionId,
  features,
  onClose,
}: {
  projectId: string;
  nodeId: string;
  functionId: string;
  features: FeatureValues;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(features.fields.map((field) => [field.name, field.value])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setSaving] = useState(false);
  const save = async () => {
    const found = featureErrors(features.fields, values, (key, params) => t(key, params));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await api.costKinds.featureSaveNode({ body: { projectId, nodeId, functionId, values } });
      toast.success(t('costKinds.nodeFeatures.saved'));
      await queryClient.invalidateQueries({ queryKey: nodeFeatureKey(nodeId, functionId) });
      onClose();
    } catch (error) {
      const refused = errorsOf<{ name: string; message: string }>(error);
      if (refused)
        setErrors(Object.fromEntries(refused.map((entry) => [entry.name, entry.message])));
    } finally {
      setSaving(false);
    }
  };
  const messages = Object.values(errors);
  return (
    <>
      {messages.length > 0 ? (
        <ErrorList role="alert" aria-label={t('costKinds.nodeFeatures.errors')}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ErrorList>
      ) : null}
      {features.fields.length === 0 ? (
        <PanelNote>{t('costKinds.nodeFeatures.none')}</PanelNote>
      ) : (
        <Grid>
          {features.fields.map((attr) => {
            const label = attr.unit ? `${attr.name} (${attr.unit})` : attr.name;
            const set = (value: string) =>
              setValues((current) => ({ ...current, [attr.name]: value }));
            return attr.type === 'select' ? (
              <Select
                key={attr.name}
                label={label}
                isRequired={attr.required}
                options={attr.options.map((option) => ({ value: option, label: option }))}
                value={values[attr.name] || null}
                errorMessage={errors[attr.name]}
                onChange={(value) => set(value === null ? '' : String(value))}
              />
            ) : (
              <TextField
                key={attr.name}
                label={label}
                isRequired={attr.required}
                value={values[attr.name] ?? ''}
                errorMessage={errors[attr.name]}
                inputMode={attr.type === 'text' ? 'text' : 'decimal'}
                onChange={set}
              />
            );
          })}
        </Grid>
      )}
      <Grid>
        <Button onPress={onClose}>{t('admin.cancel')}</Button>
        <Button
          variant="primary"
          isPending={isSaving}
          isDisabled={features.fields.length === 0}
          onPress={() => void save()}
        >
          {t('admin.save')}
        </Button>
      </Grid>
    </>
  );
}
