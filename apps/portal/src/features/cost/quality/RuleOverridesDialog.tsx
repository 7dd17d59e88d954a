import {
  costFileTypeSchema,
  costKindSchema,
  type QualityRule,
  type Severity,
} from '@ccms/api-client';
import { Button, Checkbox, Input, Select, type SelectOption } from '@ccms/ui';
import type { TFunction } from 'i18next';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PanelNote } from '../../admin/shared/AdminLayout.styles';
import { FormDialog } from '../../admin/shared/FormDialog';
import { useSaveRule, type OverrideInput } from './qualityQueries';
import { SEVERITIES, Table } from './qualityStyles';

const DECIMAL = /^-?\d{1,15}(\.\d{1,6})?$/;

type Row = OverrideInput & { key: number };

const Errors = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing.lg};
  color: ${({ theme }) => theme.colors.danger.text};
`;

const Hidden = ({ children }: { children: ReactNode }) => (
  <span className="visually-hidden">{children}</span>
);

function toRows(rule: QualityRule): Row[] {
  return rule.overrides.map((override, index) => ({
    key: index,
    projectKind: override.projectKind,
    region: override.region ?? '',
    fileType: override.fileType,
    min: override.min ?? '',
    max: override.max ?? '',
    severity: override.severity,
    enabled: override.enabled,
  }));
}

/** What is wrong with the rows before anything is sent (the server checks the same). */
function problems(rows: readonly Row[], t: TFunction): string[] {
  const found: string[] = [];
  rows.forEach((row, position) => {
    const index = position + 1;
    const min = row.min.trim().replace(/,/g, '');
    const max = row.max.trim().replace(/,/g, '');
    for (const [value, field] of [
      [min, t('cost.quality.rules.min')],
      [max, t('cost.quality.rules.max')],
    ] as const) {
      if (value !== '' && !DECIMAL.test(value)) {
        found.push(t('cost.quality.rules.notNumber', { index, field }));
      }
    }
    if (DECIMAL.test(min) && DECIMAL.test(max) && Number(min) > Number(max)) {
      found.push(t('cost.quality.rules.minAboveMax', { index }));
    }
  });
  return found;
}

/**
 * 规则设置: the company's overrides of one rule, a row per condition (project kind, region, file
 * type; empty means any) with its thresholds, severity and on/off; rows can be added and removed.
 */
export function RuleOverridesDialog({ rule, onClose }: { rule: QualityRule; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveRule();
  const [rows, setRows] = useState<Row[]>(() => toRows(rule));
  const nextKey = useRef(rule.overrides.length);
  const [errors, setErrors] = useState<string[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const title = t('cost.quality.rules.editTitle', { title: rule.title });

  const change = (key: number, patch: Partial<OverrideInput>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const any = { value: '', label: t('cost.quality.rules.any') };
  const kindOptions: SelectOption[] = [
    any,
    ...costKindSchema.options.map((kind) => ({
      value: kind,
      label: t(`cost.library.kind.${kind}`),
    })),
  ];
  const fileTypeOptions: SelectOption[] = [
    any,
    ...costFileTypeSchema.options.map((type) => ({
      value: type,
      label: t(`cost.library.fileType.${type}`),
    })),
  ];
  const severityOptions: SelectOption[] = [
    { value: '', label: t('cost.quality.rules.defaultOption') },
    ...SEVERITIES.map((severity) => ({
      value: severity,
      label: t(`cost.quality.severity.${severity}`),
    })),
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problems(rows, t);
    setErrors(found);
    setRefusal(null);
    if (found.length > 0) return;
    try {
      await save.mutateAsync({
        key: rule.key,
        // Empty thresholds and region mean "the default" and "any": sent as null.
        overrides: rows.map(({ key: _key, ...row }) => ({
          ...row,
          region: row.region.trim() || null,
          min: row.min.trim() || null,
          max: row.max.trim() || null,
        })),
      });
      onClose();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : '');
    }
  };

  return (
    <FormDialog title={title} isPending={save.isPending} onClose={onClose} width="xlarge">
      {(formId) => (
        <form id={formId} aria-label={title} onSubmit={submit} noValidate>
          <PanelNote>{t('cost.quality.rules.intro')}</PanelNote>
          {errors.length > 0 || refusal !== null ? (
            <Errors role="alert">
              {errors.map((message) => (
                <li key={message}>{message}</li>
              ))}
              {refusal !== null ? (
                <li>{t('cost.quality.rules.refused', { message: refusal })}</li>
              ) : null}
            </Errors>
          ) : null}
          {rows.length === 0 ? (
            <PanelNote>{t('cost.quality.rules.noRows')}</PanelNote>
          ) : (
            <Table>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{t('cost.quality.rules.projectKind')}</th>
                  <th scope="col">{t('cost.quality.rules.region')}</th>
                  <th scope="col">{t('cost.quality.rules.fileType')}</th>
                  <th scope="col">{t('cost.quality.rules.min')}</th>
                  <th scope="col">{t('cost.quality.rules.max')}</th>
                  <th scope="col">{t('cost.quality.rules.severity')}</th>
                  <th scope="col">{t('cost.quality.rules.enabled')}</th>
                  <th scope="col">{t('admin.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, position) => {
                  const rowLabel = t('cost.quality.rules.rowLabel', { index: position + 1 });
                  const labelOf = (field: string) => <Hidden>{`${rowLabel} ${field}`}</Hidden>;
                  return (
                    <tr key={row.key}>
                      <th scope="row">{position + 1}</th>
                      <td>
                        <Select
                          label={labelOf(t('cost.quality.rules.projectKind'))}
                          width={130}
                          value={row.projectKind ?? ''}
                          options={kindOptions}
                          onChange={(value) =>
                            change(row.key, {
                              projectKind: value ? (value as Row['projectKind']) : null,
                            })
                          }
                        />
                      </td>
                      <td>
                        <Input
                          label={labelOf(t('cost.quality.rules.region'))}
                          width={110}
                          value={row.region}
                          onChange={(region) => change(row.key, { region })}
                          placeholder={t('cost.quality.rules.any')}
                        />
                      </td>
                      <td>
                        <Select
                          label={labelOf(t('cost.quality.rules.fileType'))}
                          width={120}
                          value={row.fileType ?? ''}
                          options={fileTypeOptions}
                          onChange={(value) =>
                            change(row.key, { fileType: value ? (value as Row['fileType']) : null })
                          }
                        />
                      </td>
                      <td>
                        <Input
                          label={labelOf(t('cost.quality.rules.min'))}
                          width={90}
                          inputMode="decimal"
                          value={row.min}
                          onChange={(min) => change(row.key, { min })}
                          placeholder={rule.defaultMin ?? ''}
                        />
                      </td>
                      <td>
                        <Input
                          label={labelOf(t('cost.quality.rules.max'))}
                          width={90}
                          inputMode="decimal"
                          value={row.max}
                          onChange={(max) => change(row.key, { max })}
                          placeholder={rule.defaultMax ?? ''}
                        />
                      </td>
                      <td>
                        <Select
                          label={labelOf(t('cost.quality.rules.severity'))}
                          width={100}
                          value={row.severity ?? ''}
                          options={severityOptions}
                          onChange={(value) =>
                            change(row.key, { severity: value ? (value as Severity) : null })
                          }
                        />
                      </td>
                      <td>
                        <Checkbox
                          isSelected={row.enabled}
                          onChange={(enabled) => change(row.key, { enabled })}
                          aria-label={`${rowLabel} ${t('cost.quality.rules.enabled')}`}
                        />
                      </td>
                      <td>
                        <Button
                          size="mini"
                          variant="text"
                          aria-label={t('cost.quality.rules.remove', { index: position + 1 })}
                          onPress={() =>
                            setRows((current) => current.filter((entry) => entry.key !== row.key))
                          }
                        >
                          {t('admin.delete')}
                        </Button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          )}
          <Button
            onPress={() =>
              setRows((current) => [
                ...current,
                {
                  key: nextKey.current++,
                  projectKind: null,
                  region: '',
                  fileType: null,
                  min: '',
                  max: '',
                  severity: null,
                  enabled: true,
                },
              ])
            }
          >
            {t('cost.quality.rules.add')}
          </Button>
        </form>
      )}
    </FormDialog>
  );
}
