import type { BonusRule, BonusTemplate } from '@ccms/api-client';
import { DataGrid, rowActionsRenderer, type DataGridColumn, type RowAction } from '@ccms/data-grid';
import { Button, Input, toast } from '@ccms/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, PanelNote } from '../admin/shared/AdminLayout.styles';
import { AdminPage } from '../admin/shared/AdminPage';
import { DeleteConfirm } from '../admin/shared/DeleteConfirm';
import { FormDialog } from '../admin/shared/FormDialog';
import { isIsoDate, percentOf, todayText } from './bonusFormat';
import {
  useApplyTemplate,
  useBonusTemplates,
  useDeleteTemplate,
  useEnabledRules,
  useSaveTemplate,
} from './bonusQueries';

/** The latest enabled rule of each business type: what a new template is made of. */
export function currentRules(rules: readonly BonusRule[]): BonusRule[] {
  const latest = new Map<string, BonusRule>();
  for (const rule of rules) {
    const held = latest.get(rule.businessType);
    if (!held || rule.effectiveFrom > held.effectiveFrom) latest.set(rule.businessType, rule);
  }
  return [...latest.values()];
}

function CreateTemplateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const rules = useEnabledRules(true);
  const save = useSaveTemplate();
  const [name, setName] = useState('');
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | undefined>();
  const picked = currentRules(rules.data?.data ?? []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('bonus.rule.required', { field: t('bonus.template.name') }));
      return;
    }
    if (picked.length === 0) return;
    try {
      await save.mutateAsync({
        name: name.trim(),
        remark: remark.trim() || null,
        figures: picked.map((rule) => ({
          businessType: rule.businessType,
          rate: rule.rate,
          coefficientMin: rule.coefficientMin,
          coefficientMax: rule.coefficientMax,
          roleSplits: rule.roleSplits,
          stageSplits: rule.stageSplits,
          holdbackRate: rule.holdbackRate,
        })),
      });
      onClose();
    } catch {
      // Told by the request layer.
    }
  };

  return (
    <FormDialog
      title={t('bonus.template.createTitle')}
      isPending={save.isPending}
      onClose={onClose}
    >
      {(formId) => (
        <form id={formId} aria-label={t('bonus.template.createTitle')} onSubmit={submit} noValidate>
          <PanelNote>
            {picked.length > 0 ? t('bonus.template.createNote') : t('bonus.template.noRules')}
          </PanelNote>
          <ul>
            {picked.map((rule) => (
              <li key={rule.id}>
                {t(`bonus.businessType.${rule.businessType}`)}：{rule.name}（{percentOf(rule.rate)}
                %）
              </li>
            ))}
          </ul>
          <Input
            label={t('bonus.template.name')}
            value={name}
            onChange={setName}
            errorMessage={error}
          />
          <Input label={t('bonus.template.remark')} value={remark} onChange={setRemark} />
        </form>
      )}
    </FormDialog>
  );
}

function ApplyTemplateDialog({
  template,
  onClose,
}: {
  template: BonusTemplate;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const apply = useApplyTemplate();
  const [date, setDate] = useState(todayText());
  const [error, setError] = useState<string | undefined>();
  const title = t('bonus.template.applyTitle', { name: template.name });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isIsoDate(date)) {
      setError(t('bonus.rule.dateError'));
      return;
    }
    try {
      const made = await apply.mutateAsync({ id: template.id, effectiveFrom: date.trim() });
      toast.success(t('bonus.template.applied', { count: made.length }));
      onClose();
    } catch {
      // Told by the request layer.
    }
  };
  return (
    <FormDialog
      title={title}
      isPending={apply.isPending}
      onClose={onClose}
      submitText={t('bonus.template.apply')}
    >
      {(formId) => (
        <form id={formId} aria-label={title} onSubmit={submit} noValidate>
          <PanelNote>{t('bonus.template.applyNote')}</PanelNote>
          <Input
            label={t('bonus.rule.effectiveFrom')}
            placeholder="YYYY-MM-DD"
            value={date}
            onChange={setDate}
            errorMessage={error}
          />
        </form>
      )}
    </FormDialog>
  );
}

/** 奖金模板 (/bonus-temp): named rule sets, made from the current rules and applied from a date. */
export default function BonusTemplatePage() {
  const { t } = useTranslation();
  const templates = useBonusTemplates();
  const [creating, setCreating] = useState(false);
  const [applying, setApplying] = useState<BonusTemplate | null>(null);
  const [deleting, setDeleting] = useState<BonusTemplate | null>(null);
  const remove = useDeleteTemplate();

  const columns = useMemo<DataGridColumn<BonusTemplate>[]>(() => {
    const actions: RowAction<BonusTemplate>[] = [
      { id: 'apply', label: t('bonus.template.apply'), onPress: setApplying },
      { id: 'delete', label: t('bonus.delete'), variant: 'danger', onPress: setDeleting },
    ];
    return [
      { key: 'name', title: t('bonus.template.name'), width: 200 },
      {
        key: 'types',
        title: t('bonus.template.types'),
        width: 460,
        render: (row) =>
          row.figures
            .map((f) => `${t(`bonus.businessType.${f.businessType}`)} ${percentOf(f.rate)}%`)
            .join('、'),
      },
      { key: 'remark', title: t('bonus.template.remark'), width: 260 },
      {
        key: 'actions',
        title: t('bonus.actions'),
        width: 130,
        render: rowActionsRenderer(actions),
      },
    ];
  }, [t]);

  return (
    <AdminPage
      title={t('bonus.template.heading')}
      actionsLabel={t('bonus.actions')}
      actions={
        <Button variant="primary" onPress={() => setCreating(true)}>
          {t('bonus.template.create')}
        </Button>
      }
    >
      <Panel>
        <DataGrid<BonusTemplate>
          aria-label={t('bonus.template.grid')}
          columns={columns}
          rows={templates.data ?? []}
          rowKey="id"
          loading={templates.isFetching}
          emptyText={t('bonus.empty')}
        />
      </Panel>
      {creating ? <CreateTemplateDialog onClose={() => setCreating(false)} /> : null}
      {applying ? (
        <ApplyTemplateDialog template={applying} onClose={() => setApplying(null)} />
      ) : null}
      {deleting ? (
        <DeleteConfirm
          title={t('bonus.template.deleteTitle')}
          name={deleting.name}
          run={() => remove.mutateAsync(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </AdminPage>
  );
}
