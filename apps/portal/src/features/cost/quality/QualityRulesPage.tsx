import { qualityCheckIdSchema, type QualityCheckId, type QualityRule } from '@ccms/api-client';
import { Button, Empty, Input, Select, Spinner } from '@ccms/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../admin/shared/AdminLayout.styles';
import { AdminPage } from '../../admin/shared/AdminPage';
import { FilterBar } from '../../admin/shared/FilterBar';
import { useCan } from '../../admin/shared/useCan';
import { useQualityRules } from './qualityQueries';
import { SeverityBadge, Table } from './qualityStyles';
import { RuleOverridesDialog } from './RuleOverridesDialog';
import { RuleTablesPanel } from './RuleTablesPanel';

interface RuleFilter {
  check: QualityCheckId | null;
  keyword: string;
}
const NO_FILTER: RuleFilter = { check: null, keyword: '' };

/** The rules that match the filter, grouped by check in the tool's order. */
function groupRules(rules: readonly QualityRule[], filter: RuleFilter) {
  const keyword = filter.keyword.trim().toLowerCase();
  return qualityCheckIdSchema.options
    .filter((check) => filter.check === null || filter.check === check)
    .map((check) => ({
      check,
      rules: rules.filter(
        (rule) =>
          rule.check === check && (keyword === '' || rule.title.toLowerCase().includes(keyword)),
      ),
    }))
    .filter((group) => group.rules.length > 0);
}

function OverrideSummary({ rule }: { rule: QualityRule }) {
  const { t } = useTranslation();
  if (rule.overrides.length === 0) return <>{t('cost.quality.rules.noOverrides')}</>;
  return <>{t('cost.quality.rules.overrideCount', { count: rule.overrides.length })}</>;
}

/**
 * 检查规则 (/base-data/ecms-quality-examine): every quality check's rules with their shipped
 * defaults and the company's overrides, grouped by check; with cost:quality:rule a rule's
 * overrides are edited in a dialog.
 */
export default function QualityRulesPage() {
  const { t } = useTranslation();
  const canEdit = useCan('cost:quality:rule');
  const rules = useQualityRules();
  const [filter, setFilter] = useState<RuleFilter>(NO_FILTER);
  const [editing, setEditing] = useState<QualityRule | null>(null);
  const groups = useMemo(() => groupRules(rules.data ?? [], filter), [rules.data, filter]);

  return (
    <AdminPage title={t('cost.quality.rulesHeading')}>
      <FilterBar<RuleFilter>
        label={t('cost.quality.rules.filter')}
        empty={NO_FILTER}
        onSearch={setFilter}
      >
        {({ draft, change }) => (
          <>
            <Select
              label={t('cost.quality.rules.filter')}
              width="middle"
              value={draft.check ?? ''}
              onChange={(value) => change('check')(value ? (value as QualityCheckId) : null)}
              options={[
                { value: '', label: t('cost.quality.rules.allChecks') },
                ...qualityCheckIdSchema.options.map((check) => ({
                  value: check,
                  label: t(`cost.quality.check.${check}`),
                })),
              ]}
            />
            <Input
              label={t('cost.quality.rules.keyword')}
              placeholder={t('cost.quality.rules.keywordPlaceholder')}
              width="middle"
              value={draft.keyword}
              onChange={change('keyword')}
            />
          </>
        )}
      </FilterBar>
      {rules.isLoading ? (
        <Spinner size={24} />
      ) : groups.length === 0 ? (
        <Panel>
          <Empty description={t('cost.quality.rules.empty')} />
        </Panel>
      ) : (
        groups.map((group) => (
          <Panel key={group.check} aria-label={t(`cost.quality.check.${group.check}`)}>
            <h2>{t(`cost.quality.check.${group.check}`)}</h2>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t('cost.quality.rules.title')}</th>
                  <th scope="col">{t('cost.quality.rules.unit')}</th>
                  <th scope="col">{t('cost.quality.rules.defaultSeverity')}</th>
                  <th scope="col" data-align="right">
                    {t('cost.quality.rules.defaultMin')}
                  </th>
                  <th scope="col" data-align="right">
                    {t('cost.quality.rules.defaultMax')}
                  </th>
                  <th scope="col">{t('cost.quality.rules.overrides')}</th>
                  {canEdit ? <th scope="col">{t('admin.actions')}</th> : null}
                </tr>
              </thead>
              <tbody>
                {group.rules.map((rule) => (
                  <tr key={rule.key}>
                    <th scope="row">{rule.title}</th>
                    <td>{rule.unit ?? ''}</td>
                    <td>
                      <SeverityBadge severity={rule.defaultSeverity} />
                    </td>
                    <td data-align="right">{rule.defaultMin ?? ''}</td>
                    <td data-align="right">{rule.defaultMax ?? ''}</td>
                    <td>
                      <OverrideSummary rule={rule} />
                    </td>
                    {canEdit ? (
                      <td>
                        <Button
                          size="mini"
                          aria-label={`${t('cost.quality.rules.edit')} ${rule.title}`}
                          onPress={() => setEditing(rule)}
                        >
                          {t('cost.quality.rules.edit')}
                        </Button>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </Table>
          </Panel>
        ))
      )}
      <RuleTablesPanel canEdit={canEdit} />
      {editing ? <RuleOverridesDialog rule={editing} onClose={() => setEditing(null)} /> : null}
    </AdminPage>
  );
}
