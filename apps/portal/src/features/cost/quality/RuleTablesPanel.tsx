import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RulesCatalogueEntry, RulesLogicalRule } from '@ccms/api-client';
import { Button, Checkbox, Empty, Input, Pagination, Spinner, Tag } from '@ccms/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { Panel } from '../../admin/shared/AdminLayout.styles';
import { useAdminMutation } from '../../admin/shared/useAdminMutation';
import { LogicalRuleDialog, logicalRuleKey } from './LogicalRuleDialog';
import { CellActions, SeverityBadge, Table } from './qualityStyles';

const ruleKeys = {
  logical: logicalRuleKey,
  catalogue: ['cost', 'quality', 'ruleTables', 'catalogue'] as const,
};
const PAGE_SIZE = 20;

function TableState({ edited }: { edited: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag status={edited ? 'warning' : 'info'}>
      {edited ? t('cost.ruleTables.edited') : t('cost.ruleTables.standard')}
    </Tag>
  );
}

function useReset(table: 'logical' | 'catalogue') {
  return useAdminMutation<void, null>({
    run: () => api.costRules.rulesTableReset({ body: { table } }),
    invalidates: [ruleKeys[table]],
  });
}

/**
 * 逻辑检查规则: the company's rules; with cost:quality:rule each is switched on or off, its
 * tolerance and severity edited, or removed.
 */
function LogicalRules({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<RulesLogicalRule | null>(null);
  const rules = useQuery({
    queryKey: ruleKeys.logical,
    queryFn: () => api.costRules.rulesLogicalList({}),
  });
  const save = useAdminMutation<RulesLogicalRule, RulesLogicalRule>({
    run: ({ label: _label, ...rule }) => api.costRules.rulesLogicalSave({ body: rule }),
    invalidates: [ruleKeys.logical],
  });
  const remove = useAdminMutation<string, null>({
    run: (key) => api.costRules.rulesLogicalDelete({ params: { key } }),
    invalidates: [ruleKeys.logical],
  });
  const reset = useReset('logical');
  const sideText = (side: RulesLogicalRule['a']) =>
    side.unit ? `${side.name.zh} (${side.unit})` : side.name.zh;

  return (
    <Panel aria-label={t('cost.ruleTables.logicalHeading')}>
      <h2>{t('cost.ruleTables.logicalHeading')}</h2>
      {rules.data ? (
        <CellActions>
          <TableState edited={rules.data.edited} />
          {canEdit && rules.data.edited ? (
            <Button size="mini" onPress={() => reset.mutate()}>
              {t('cost.ruleTables.reset')}
            </Button>
          ) : null}
        </CellActions>
      ) : null}
      {rules.isLoading ? (
        <Spinner size={24} />
      ) : (
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('cost.ruleTables.rule')}</th>
              <th scope="col">{t('cost.ruleTables.a')}</th>
              <th scope="col">{t('cost.ruleTables.relation')}</th>
              <th scope="col">{t('cost.ruleTables.b')}</th>
              <th scope="col" data-align="right">
                {t('cost.ruleTables.tolerance')}
              </th>
              <th scope="col">{t('cost.ruleTables.severity')}</th>
              <th scope="col">{t('cost.ruleTables.enabled')}</th>
              {canEdit ? <th scope="col">{t('cost.ruleTables.actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {(rules.data?.rules ?? []).map((rule) => (
              <tr key={rule.key}>
                <th scope="row">{rule.label}</th>
                <td>{sideText(rule.a)}</td>
                <td>{t(`cost.ruleTables.relations.${rule.relation}`)}</td>
                <td>{sideText(rule.b)}</td>
                <td data-align="right">{rule.tolerance}</td>
                <td>
                  <SeverityBadge severity={rule.severity} />
                </td>
                <td>
                  <Checkbox
                    aria-label={t('cost.ruleTables.enableRule', { title: rule.label })}
                    isSelected={rule.enabled}
                    isDisabled={!canEdit || save.isPending}
                    onChange={(enabled) => save.mutate({ ...rule, enabled })}
                  />
                </td>
                {canEdit ? (
                  <td>
                    <CellActions>
                      <Button
                        size="mini"
                        aria-label={t('cost.ruleTables.editRule', { title: rule.label })}
                        onPress={() => setEditing(rule)}
                      >
                        {t('cost.ruleTables.edit')}
                      </Button>
                      <Button
                        size="mini"
                        aria-label={t('cost.ruleTables.deleteRule', { title: rule.label })}
                        onPress={() => remove.mutate(rule.key)}
                      >
                        {t('cost.ruleTables.delete')}
                      </Button>
                    </CellActions>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {editing ? <LogicalRuleDialog rule={editing} onClose={() => setEditing(null)} /> : null}
    </Panel>
  );
}

const EMPTY_ENTRY: RulesCatalogueEntry = {
  groupCode: '',
  groupName: '',
  classCode: '',
  className: '',
  code: '',
  name: '',
  spec: '',
  unit: '',
};
const ENTRY_FIELDS = [
  'groupCode',
  'groupName',
  'classCode',
  'className',
  'code',
  'name',
  'spec',
  'unit',
] as const;

/** 标准材料库: the company's catalogue, searched and paged; with cost:quality:rule edited by code. */
function Catalogue({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const [draftKeyword, setDraftKeyword] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [entry, setEntry] = useState<RulesCatalogueEntry>(EMPTY_ENTRY);
  const list = useQuery({
    queryKey: [...ruleKeys.catalogue, keyword, page],
    queryFn: () =>
      api.costRules.rulesCatalogueList({
        body: { pageNo: page, pageSize: PAGE_SIZE, ...(keyword ? { keyword } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
  const save = useAdminMutation<RulesCatalogueEntry, RulesCatalogueEntry>({
    run: (body) => api.costRules.rulesCatalogueSave({ body }),
    invalidates: [ruleKeys.catalogue],
  });
  const remove = useAdminMutation<string, null>({
    run: (code) => api.costRules.rulesCatalogueDelete({ params: { code } }),
    invalidates: [ruleKeys.catalogue],
  });
  const reset = useReset('catalogue');
  const search = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(draftKeyword.trim());
    setPage(1);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(entry, { onSuccess: () => setEntry(EMPTY_ENTRY) });
  };

  return (
    <Panel aria-label={t('cost.ruleTables.catalogueHeading')}>
      <h2>{t('cost.ruleTables.catalogueHeading')}</h2>
      {list.data ? (
        <CellActions>
          <TableState edited={list.data.edited} />
          {canEdit && list.data.edited ? (
            <Button size="mini" onPress={() => reset.mutate()}>
              {t('cost.ruleTables.reset')}
            </Button>
          ) : null}
        </CellActions>
      ) : null}
      <form role="search" aria-label={t('cost.ruleTables.search')} onSubmit={search}>
        <CellActions>
          <Input
            label={t('cost.ruleTables.keyword')}
            placeholder={t('cost.ruleTables.keywordPlaceholder')}
            width="middle"
            value={draftKeyword}
            onChange={setDraftKeyword}
          />
          <Button type="submit">{t('cost.ruleTables.search')}</Button>
        </CellActions>
      </form>
      {list.isLoading ? (
        <Spinner size={24} />
      ) : (list.data?.data.length ?? 0) === 0 ? (
        <Empty description={t('cost.ruleTables.empty')} />
      ) : (
        <>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('cost.ruleTables.code')}</th>
                <th scope="col">{t('cost.ruleTables.name')}</th>
                <th scope="col">{t('cost.ruleTables.spec')}</th>
                <th scope="col">{t('cost.ruleTables.unit')}</th>
                <th scope="col">{t('cost.ruleTables.cls')}</th>
                {canEdit ? <th scope="col">{t('cost.ruleTables.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {list.data!.data.map((row) => (
                <tr key={row.code}>
                  <th scope="row">{row.code}</th>
                  <td>{row.name}</td>
                  <td>{row.spec}</td>
                  <td>{row.unit}</td>
                  <td>{`${row.classCode} ${row.className}`}</td>
                  {canEdit ? (
                    <td>
                      <CellActions>
                        <Button
                          size="mini"
                          aria-label={`${t('cost.ruleTables.add')} ${row.code}`}
                          onPress={() => setEntry(row)}
                        >
                          {t('cost.ruleTables.add')}
                        </Button>
                        <Button
                          size="mini"
                          aria-label={t('cost.ruleTables.deleteMaterial', { code: row.code })}
                          onPress={() => remove.mutate(row.code)}
                        >
                          {t('cost.ruleTables.delete')}
                        </Button>
                      </CellActions>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination
            total={list.data!.total}
            page={page}
            pageSize={PAGE_SIZE}
            onPageChange={setPage}
          />
        </>
      )}
      {canEdit ? (
        <form aria-label={t('cost.ruleTables.add')} onSubmit={submit}>
          <h3>{t('cost.ruleTables.add')}</h3>
          <CellActions>
            {ENTRY_FIELDS.map((field) => (
              <Input
                key={field}
                label={t(`cost.ruleTables.${field}`)}
                width="short"
                value={entry[field]}
                onChange={(value) => setEntry((current) => ({ ...current, [field]: value }))}
              />
            ))}
          </CellActions>
          <Button type="submit" variant="primary" isDisabled={save.isPending}>
            {t('cost.ruleTables.save')}
          </Button>
        </form>
      ) : null}
    </Panel>
  );
}

/** The editable rule tables shown under the thresholds on 检查规则. */
export function RuleTablesPanel({ canEdit }: { canEdit: boolean }) {
  return (
    <>
      <LogicalRules canEdit={canEdit} />
      <Catalogue canEdit={canEdit} />
    </>
  );
}
