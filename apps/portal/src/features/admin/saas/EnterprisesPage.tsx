import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Enterprise } from '@ccms/api-client';
import { DataGrid, rowActionsRenderer, type DataGridColumn } from '@ccms/data-grid';
import { Button, Input, Select, Tag } from '@ccms/ui';
import { Page, PageHeader, Panel, SearchBar } from '../shared/AdminLayout.styles';
import { useCan } from '../shared/useCan';
import { EnterpriseFormDialog } from './EnterpriseFormDialog';
import { RefusedNotice } from './SaasParts';
import {
  NO_ENTERPRISE_FILTER,
  useEnterprisePage,
  useGradeChoices,
  type EnterpriseFilter,
} from './saasQueries';

const PAGE_SIZE = 20;

/** The enterprise edited, or null while opening a new one. */
type FormState = { enterprise: Enterprise | null } | null;

/** 企业用户: the platform operator's enterprises, searchable, with 开通企业 and 编辑. */
export default function EnterprisesPage() {
  const { t } = useTranslation();
  const canEdit = useCan('saas:company:edit');
  const [draft, setDraft] = useState<EnterpriseFilter>(NO_ENTERPRISE_FILTER);
  const [filter, setFilter] = useState<EnterpriseFilter>(NO_ENTERPRISE_FILTER);
  const [page, setPage] = useState({ pageNo: 1, pageSize: PAGE_SIZE });
  const [form, setForm] = useState<FormState>(null);
  const enterprises = useEnterprisePage(filter, page.pageNo, page.pageSize);
  const grades = useGradeChoices();
  const label = (key: string) => t(`saas.enterprise.${key}`);

  const search = (next: EnterpriseFilter) => {
    setFilter({ ...next, keyword: next.keyword.trim() });
    setPage((current) => ({ ...current, pageNo: 1 }));
  };

  const columns = useMemo<DataGridColumn<Enterprise>[]>(() => {
    const list: DataGridColumn<Enterprise>[] = [
      { key: 'code', title: t('saas.enterprise.code'), width: 130 },
      {
        key: 'name',
        title: t('saas.enterprise.name'),
        width: 220,
        render: (row) =>
          row.isPlatform ? (
            <>
              {row.name} <Tag status="warning">{t('saas.enterprise.platform')}</Tag>
            </>
          ) : (
            row.name
          ),
        exportValue: (row) => row.name,
      },
      { key: 'gradeName', title: t('saas.enterprise.grade'), width: 120 },
      { key: 'adminLoginName', title: t('saas.enterprise.adminAccount'), width: 130 },
      {
        key: 'enabled',
        title: t('saas.enterprise.status'),
        width: 90,
        render: (row) =>
          row.enabled ? (
            <Tag status="success">{t('saas.enterprise.enabled')}</Tag>
          ) : (
            <Tag status="info">{t('saas.enterprise.disabled')}</Tag>
          ),
        exportValue: (row) =>
          row.enabled ? t('saas.enterprise.enabled') : t('saas.enterprise.disabled'),
      },
      { key: 'contactName', title: t('saas.enterprise.contactName'), width: 110 },
      { key: 'contactPhone', title: t('saas.enterprise.contactPhone'), width: 130 },
      { key: 'userCount', title: t('saas.enterprise.userCount'), width: 80, align: 'right' },
      { key: 'createdAt', title: t('saas.enterprise.createdAt'), width: 160 },
    ];
    if (canEdit) {
      list.push({
        key: 'actions',
        title: t('admin.actions'),
        width: 100,
        render: rowActionsRenderer<Enterprise>([
          {
            id: 'edit',
            label: t('admin.edit'),
            onPress: (enterprise) => setForm({ enterprise }),
            // The operator's own company is not an enterprise it manages (the server refuses).
            isVisible: (enterprise) => !enterprise.isPlatform,
          },
        ]),
      });
    }
    return list;
  }, [t, canEdit]);

  const gradeOptions = (grades.data ?? []).map((grade) => ({ value: grade.id, label: grade.name }));
  const statusOptions = [
    { value: 'all', label: t('saas.all') },
    { value: 'enabled', label: label('enabled') },
    { value: 'disabled', label: label('disabled') },
  ];

  return (
    <Page>
      <PageHeader>
        <h1>{label('heading')}</h1>
        {canEdit && !enterprises.isError ? (
          <Button variant="primary" onPress={() => setForm({ enterprise: null })}>
            {label('add')}
          </Button>
        ) : null}
      </PageHeader>
      {enterprises.isError ? (
        <RefusedNotice error={enterprises.error} />
      ) : (
        <Panel>
          <SearchBar
            role="search"
            aria-label={label('searchLabel')}
            onSubmit={(event) => {
              event.preventDefault();
              search(draft);
            }}
          >
            <Input
              label={label('keyword')}
              placeholder={label('keywordPlaceholder')}
              width="middle"
              value={draft.keyword}
              onChange={(keyword) => setDraft((current) => ({ ...current, keyword }))}
            />
            <Select
              label={label('grade')}
              placeholder={label('allGrades')}
              width="short"
              isClearable
              options={gradeOptions}
              value={draft.gradeId}
              onChange={(value) =>
                setDraft((current) => ({
                  ...current,
                  gradeId: value === null ? null : String(value),
                }))
              }
            />
            <Select
              label={label('status')}
              width="short"
              options={statusOptions}
              value={draft.status}
              onChange={(value) =>
                setDraft((current) => ({
                  ...current,
                  status: (value ?? 'all') as EnterpriseFilter['status'],
                }))
              }
            />
            <Button type="submit" variant="primary">
              {t('admin.search')}
            </Button>
            <Button
              onPress={() => {
                setDraft(NO_ENTERPRISE_FILTER);
                search(NO_ENTERPRISE_FILTER);
              }}
            >
              {t('admin.reset')}
            </Button>
          </SearchBar>
          <DataGrid<Enterprise>
            aria-label={label('listLabel')}
            columns={columns}
            rows={enterprises.data?.data ?? []}
            rowKey="id"
            loading={enterprises.isFetching}
            emptyText={label('empty')}
            pagination="server"
            total={enterprises.data?.total ?? 0}
            pageNo={page.pageNo}
            pageSize={page.pageSize}
            onPageChange={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
          />
        </Panel>
      )}
      {form ? (
        <EnterpriseFormDialog
          enterprise={form.enterprise}
          grades={grades.data ?? []}
          onClose={() => setForm(null)}
        />
      ) : null}
    </Page>
  );
}
