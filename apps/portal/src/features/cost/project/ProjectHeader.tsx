import type { CostProject } from '@ccms/api-client';
import { Button, formatTenThousandYuan, formatDecimal, formatQuotient } from '@ccms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Facts, PageHeader, Toolbar } from '../../admin/shared/AdminLayout.styles';
import { useCan } from '../../admin/shared/useCan';
import { ProjectFormDialog } from '../library/ProjectFormDialog';
import { CheckBadges } from '../library/useProjectColumns';

/** The project's name as the page heading, its base facts and figures, and 编辑 by permission. */
export function ProjectHeader({ project }: { project: CostProject }) {
  const { t } = useTranslation();
  const canEdit = useCan('cost:project:edit');
  const [isEditing, setEditing] = useState(false);
  const facts: [string, string][] = [
    [
      'kind',
      project.projectKindName ?? (project.kind ? t(`cost.library.kind.${project.kind}`) : '—'),
    ],
    ['fileType', t(`cost.library.fileType.${project.fileType}`)],
    ['taxMethod', t(`cost.library.taxMethod.${project.taxMethod}`)],
    ['priceDate', project.priceDate],
    ['area', project.area ? `${formatDecimal(project.area)} m²` : '—'],
    ['amountWan', formatTenThousandYuan(project.amount)],
    ['perArea', formatQuotient(project.amount, project.area) || '—'],
  ];
  return (
    <>
      <PageHeader>
        <h1>{project.name}</h1>
        {canEdit ? (
          <Toolbar role="group" aria-label={t('cost.project.headerActions')}>
            <Button onPress={() => setEditing(true)}>{t('cost.project.editProject')}</Button>
          </Toolbar>
        ) : null}
      </PageHeader>
      <Facts aria-label={t('cost.project.factsLabel')}>
        {facts.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`cost.library.field.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div>
          <dt>{t('cost.library.field.lastCheck')}</dt>
          <dd>
            <CheckBadges check={project.lastCheck} />
          </dd>
        </div>
      </Facts>
      {isEditing ? <ProjectFormDialog project={project} onClose={() => setEditing(false)} /> : null}
    </>
  );
}
