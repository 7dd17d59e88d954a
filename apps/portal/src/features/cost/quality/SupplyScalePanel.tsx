import { useQuery } from '@tanstack/react-query';
import { rulesQualitySupplyScale, translateContractMessage } from '@ccms/api-client';
import { Button, Input, Spinner, Tag, formatDecimal } from '@ccms/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { SearchBar } from '../../admin/shared/AdminLayout.styles';
import { bodyOf } from '../library/contractBody';
import { Table } from './qualityStyles';

const maxShareSchema = bodyOf(rulesQualitySupplyScale).shape.maxShare;

/** The share in %, or — for a unit without resources. */
const shareText = (share: string | null) => (share === null ? '—' : `${share}%`);

/**
 * 甲供材比例: the owner-supplied materials' amount against all resources, per unit and for the
 * project, flagged above the limit given (%); checkSupplyScale runs when 检查 is pressed.
 */
export function SupplyScalePanel({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [asked, setAsked] = useState<{ maxShare: string | null } | null>(null);
  const result = useQuery({
    queryKey: ['cost', 'quality', 'supplyScale', projectId, asked?.maxShare ?? null],
    queryFn: () =>
      api.costRules.rulesQualitySupplyScale({
        body: { projectId, maxShare: asked?.maxShare ?? null },
      }),
    enabled: asked !== null,
  });
  const label = (key: string, params?: Record<string, unknown>) =>
    t(`cost.qualityExtras.supply.${key}`, params);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    const parsed = maxShareSchema.safeParse(text === '' ? null : text);
    if (!parsed.success) {
      setInvalid(translateContractMessage(parsed.error.issues[0]?.message ?? '', i18n.language));
      return;
    }
    setInvalid(null);
    setAsked({ maxShare: parsed.data });
  };

  const data = result.data;
  return (
    <section aria-label={label('heading')}>
      <h3>{label('heading')}</h3>
      <SearchBar role="search" aria-label={label('heading')} onSubmit={submit}>
        <Input
          label={label('maxShare')}
          width="short"
          inputMode="decimal"
          value={draft}
          onChange={(value) => {
            setDraft(value);
            setInvalid(null);
          }}
          description={label('maxShareHint')}
          isInvalid={invalid !== null}
          errorMessage={invalid ?? undefined}
        />
        {/* not isPending: its announcement would outlive the panel */}
        <Button type="submit" variant="primary" isDisabled={result.isFetching}>
          {label('run')}
        </Button>
      </SearchBar>
      {result.isFetching ? <Spinner size={24} /> : null}
      {data ? (
        <>
          <p role="status">
            {label('project', {
              supplied: formatDecimal(data.supplied),
              total: formatDecimal(data.total),
              share: shareText(data.share),
            })}{' '}
            {data.over ? <Tag status="danger">{label('over')}</Tag> : null}
          </p>
          <Table>
            <caption>{label('units')}</caption>
            <thead>
              <tr>
                <th scope="col">{label('unit')}</th>
                <th scope="col" data-align="right">
                  {label('supplied')}
                </th>
                <th scope="col" data-align="right">
                  {label('total')}
                </th>
                <th scope="col" data-align="right">
                  {label('share')}
                </th>
                <th scope="col">{label('state')}</th>
              </tr>
            </thead>
            <tbody>
              {data.units.map((unit) => (
                <tr key={unit.unitId}>
                  <th scope="row">{unit.unitName}</th>
                  <td data-align="right">{formatDecimal(unit.supplied)}</td>
                  <td data-align="right">{formatDecimal(unit.total)}</td>
                  <td data-align="right">{shareText(unit.share)}</td>
                  <td>{unit.over ? <Tag status="danger">{label('over')}</Tag> : null}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          {data.materials.length > 0 ? (
            <Table>
              <caption>{label('materials')}</caption>
              <thead>
                <tr>
                  <th scope="col">{label('code')}</th>
                  <th scope="col">{label('name')}</th>
                  <th scope="col" data-align="right">
                    {label('quantity')}
                  </th>
                  <th scope="col" data-align="right">
                    {label('price')}
                  </th>
                  <th scope="col" data-align="right">
                    {label('amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.materials.map((material) => (
                  <tr key={material.code}>
                    <th scope="row">{material.code}</th>
                    <td>{`${material.name} ${material.spec} (${material.unit})`}</td>
                    <td data-align="right">{formatDecimal(material.quantity, 4)}</td>
                    <td data-align="right">{formatDecimal(material.price)}</td>
                    <td data-align="right">{formatDecimal(material.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          ) : (
            <p>{label('noMaterials')}</p>
          )}
        </>
      ) : null}
    </section>
  );
}
