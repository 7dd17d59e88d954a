import type { FeatureValues, KindAttr, ProjectBaseFeature } from '@ccms/api-client';
import { Button, Dialog, Select, TextField, toast } from '@ccms/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { api } from '../../../api/client';
import { PanelNote } from '../../admin/shared/AdminLayout.styles';
import {
  errorsOf,
  useBaseFeature,
  useKindAttrs,
  useKinds,
  useProjectFeatures,
} from './kindQueries';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

const Section = styled.section`
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.fontSizes.base};
  }
`;

const NUMBER = /^-?\d+(\.\d+)?$/;

/** What the dialog checks before sending (the server checks everything again). */
export function featureErrors(
  attrs: readonly KindAttr[],
  values: Readonly<Record<string, string>>,
  t: (key: string, params: Record<string, string>) => string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const attr of attrs) {
    const value = (values[attr.name] ?? '').trim().replace(/,/g, '');
    if (value === '') {
      if (attr.required) errors[attr.name] = t('costKinds.features.required', { name: attr.name });
    } else if (attr.type === 'number' && !NUMBER.test(value)) {
      errors[attr.name] = t('costKinds.features.notNumber', { name: attr.name });
    } else if (attr.type === 'integer' && !/^-?\d+$/.test(value)) {
      errors[attr.name] = t('costKinds.features.notInteger', { name: attr.name });
    }
  }
  return errors;
}

function initialValues(features: FeatureValues): Record<string, string> {
  return Object.fromEntries(features.fields.map((field) => [field.name, field.value]));
}

export interface FeaturesDialogProps {
  projectId: string;
  projectName: string;
  onClose: () => void;
}

/** 项目特征: the project's kind (three levels), base data and the fields its kind asks for. */
export function FeaturesDialog(props: FeaturesDialogProps) {
  const { t } = useTranslation();
  const base = useBaseFeature(props.projectId);
  const features = useProjectFeatures(props.projectId);
  const kinds = useKinds();
  const ready = base.data && features.data && kinds.data;
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      title={t('costKinds.features.title', { name: props.projectName })}
      width="large"
    >
      {ready ? (
        <FeaturesForm {...props} base={base.data} features={features.data} kinds={kinds.data} />
      ) : (
        <p role="status">{t('costKinds.features.loading')}</p>
      )}
    </Dialog>
  );
}

type KindRow = { id: string; parentId: string | null; level: number; name: string };

function FeaturesForm({
  projectId,
  onClose,
  base,
  features,
  kinds,
}: FeaturesDialogProps & {
  base: ProjectBaseFeature;
  features: FeatureValues;
  kinds: readonly KindRow[];
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const byId = useMemo(() => new Map(kinds.map((kind) => [kind.id, kind])), [kinds]);
  const chain = useMemo(() => {
    const out: (string | null)[] = [null, null, null];
    for (let at = base.kindId ? byId.get(base.kindId) : undefined; at;) {
      out[at.level - 1] = at.id;
      at = at.parentId ? byId.get(at.parentId) : undefined;
    }
    return out;
  }, [base.kindId, byId]);
  const [levels, setLevels] = useState(chain);
  const [area, setArea] = useState(base.area ?? '');
  const [floors, setFloors] = useState(base.floors === null ? '' : String(base.floors));
  const [region, setRegion] = useState(base.region ?? '');
  const [values, setValues] = useState(() => initialValues(features));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setSaving] = useState(false);
  const kindId = levels[2] ?? null;
  const attrs = useKindAttrs(kindId);

  const optionsAt = (level: number) =>
    kinds
      .filter(
        (kind) =>
          kind.level === level + 1 && kind.parentId === (level === 0 ? null : levels[level - 1]),
      )
      .map((kind) => ({ value: kind.id, label: kind.name }));
  const choose = (level: number, value: string | null) =>
    setLevels((current) =>
      current.map((id, index) => (index < level ? id : index === level ? value : null)),
    );

  const save = async () => {
    const list = attrs.data ?? [];
    const found = featureErrors(list, values, (key, params) => t(key, params));
    if (!kindId) found.__kind = t('costKinds.features.chooseKind');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await api.costKinds.featureSaveBase({
        body: {
          projectId,
          kindId: kindId!,
          area: area.trim() === '' ? null : area.trim(),
          floors: floors.trim() === '' ? null : Number(floors),
          region: region.trim() || null,
        },
      });
      const names = new Set(list.map((attr) => attr.name));
      await api.costKinds.featureSaveProject({
        body: {
          projectId,
          values: Object.fromEntries(Object.entries(values).filter(([name]) => names.has(name))),
        },
      });
      toast.success(t('costKinds.features.saved'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['cost', 'kinds'] }),
        queryClient.invalidateQueries({ queryKey: ['cost', 'projects'] }),
      ]);
      onClose();
    } catch (error) {
      const refused = errorsOf<{ name: string; message: string }>(error);
      if (refused)
        setErrors(Object.fromEntries(refused.map((entry) => [entry.name, entry.message])));
    } finally {
      setSaving(false);
    }
  };

  const levelLabels = ['kind1', 'kind2', 'kind3'];
  return (
    <>
      <Section aria-labelledby="kind-features-base">
        <h3 id="kind-features-base">{t('costKinds.features.base')}</h3>
        <Grid>
          {levelLabels.map((key, level) => (
            <Select
              key={key}
              label={t(`costKinds.features.${key}`)}
              options={optionsAt(level)}
              value={levels[level] ?? null}
              isRequired
              isDisabled={level > 0 && !levels[level - 1]}
              errorMessage={level === 2 ? errors.__kind : undefined}
              onChange={(value) => choose(level, value === null ? null : String(value))}
            />
          ))}
          <TextField
            label={t('costKinds.features.area')}
            value={area}
            onChange={setArea}
            inputMode="decimal"
          />
          <TextField
            label={t('costKinds.features.floors')}
            value={floors}
            onChange={setFloors}
            inputMode="numeric"
          />
          <TextField label={t('costKinds.features.region')} value={region} onChange={setRegion} />
        </Grid>
      </Section>
      <Section aria-labelledby="kind-features-attrs">
        <h3 id="kind-features-attrs">{t('costKinds.features.attrs')}</h3>
        {kindId === null ? (
          <PanelNote>{t('costKinds.features.noKind')}</PanelNote>
        ) : (
          <Grid>
            {(attrs.data ?? []).map((attr) => {
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
      </Section>
      {features.extra.length > 0 ? (
        <Section aria-labelledby="kind-features-extra">
          <h3 id="kind-features-extra">{t('costKinds.features.extra')}</h3>
          <dl>
            {features.extra.map((entry) => (
              <div key={entry.name}>
                <dt>{entry.name}</dt>
                <dd>{entry.value}</dd>
              </div>
            ))}
          </dl>
        </Section>
      ) : null}
      <Grid>
        <Button onPress={onClose}>{t('admin.cancel')}</Button>
        <Button variant="primary" isPending={isSaving} onPress={() => void save()}>
          {t('admin.save')}
        </Button>
      </Grid>
    </>
  );
}
