import type { CostProject } from '@ccms/api-client';
import { Button, formatTenThousandYuan, formatDecimal, formatQuotient } from '@ccms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../admin/shared/AdminPage';
import { Facts, PageHeader, Toolbar } from '../../admin/shared/AdminLayout.styles';
import { useCan } from '../../admin/shared/useCan';
import { ProjectFormDialog } from '../library/ProjectFormDialog';
import { CheckBadges } from '../library/useProjectColumns';
import { AnalysisLinks } from '../analysis/AnalysisLinks';
import { FactorsDialog } from '../kinds/FactorsDialog';
import { FeaturesDialog } from '../kinds/FeaturesDialog';

/** 数字化建库 of the project (features/cost/digitization). */
const DIGITIZATION_PATH = '/consult/detail/digitization-build';

/** The project's name as the page heading, its base facts and figures, and 编辑 by permission. */
export function ProjectHeader({ project }: { project: CostProject }) {
  const { t } = useTranslation();
  const canEdit = useCan('cost:project:edit');
  const [isEditing, setEditing] = useState(false);
  const [panel, setPanel] = useState<'features' | 'factors' | null>(null);
  const { pathname } = useLocation();
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
        <Toolbar role="group" aria-label={t('cost.project.headerActions')}>
          {pathname === DIGITIZATION_PATH ? null : (
            <ButtonLink to={`${DIGITIZATION_PATH}?projectId=${encodeURIComponent(project.id)}`}>
              {t('costDigitization.open')}
            </ButtonLink>
          )}
          {canEdit ? (
            <Button onPress={() => setEditing(true)}>{t('cost.project.editProject')}</Button>
          ) : null}
          {canEdit ? (
            <>
              <Button onPress={() => setPanel('features')}>{t('costKinds.features.open')}</Button>
              <Button onPress={() => setPanel('factors')}>{t('costKinds.factors.open')}</Button>
            </>
          ) : null}
        </Toolbar>
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
      <AnalysisLinks projectId={project.id} />
      {isEditing ? <ProjectFormDialog project={project} onClose={() => setEditing(false)} /> : null}
      {panel === 'features' ? (
        <FeaturesDialog
          projectId={project.id}
          projectName={project.name}
          onClose={() => setPanel(null)}
        />
      ) : null}
      {panel === 'factors' ? (
        <FactorsDialog
          projectId={project.id}
          projectName={project.name}
          onClose={() => setPanel(null)}
        />
      ) : null}
    </>
  );
}
