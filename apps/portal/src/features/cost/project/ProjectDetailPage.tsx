import { Empty, Spinner } from '@ccms/ui';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { Page, Panel } from '../../admin/shared/AdminLayout.styles';
import { ButtonLink } from '../../admin/shared/AdminPage';
import QualityCheckTab from '../quality/QualityCheckTab';
import { ProjectHeader } from './ProjectHeader';
import { TabLinks } from '../../../shell/TabLinks';
import { useProject } from './projectQueries';
import { DEFAULT_PROJECT_TAB, isProjectTab, PROJECT_TABS, type ProjectTab } from './projectTabs';
import { StructureTab } from './StructureTab';
import { ProjectFilesTab } from '../projectFiles/ProjectFilesTab';
import { ProjectViewCount } from '../projectFiles/ProjectViewCount';
import { SummaryTab } from '../projectFiles/SummaryTab';

const DETAIL_PATH = '/consult/detail/project-info';
const LIBRARY_PATH = '/consult/list';

/** A stage tab: the stage's data the project has; none is kept for these stages yet. */
function StageTab({ tab }: { tab: ProjectTab }) {
  const { t } = useTranslation();
  return (
    <Panel aria-label={t(`cost.project.tabs.${tab}`)}>
      <h2>{t(`cost.project.tabs.${tab}`)}</h2>
      <Empty description={t('cost.project.stageEmpty')} />
    </Panel>
  );
}

function TabContent({ tab, projectId }: { tab: ProjectTab; projectId: string }) {
  switch (tab) {
    case 'project-structure':
      return <StructureTab projectId={projectId} />;
    case 'project-check-form':
      return <QualityCheckTab projectId={projectId} />;
    case 'project-files':
      return <ProjectFilesTab projectId={projectId} />;
    case 'project-cost-summary':
      return <SummaryTab projectId={projectId} />;
    default:
      return <StageTab tab={tab} />;
  }
}

/**
 * 项目详情 (/consult/detail/project-info/:tab?projectId=…): the project's header, then its tabs
 * as links; the structure tab holds the tree, bills and fees, the check tab the quality tool.
 */
export default function ProjectDetailPage() {
  const { t } = useTranslation();
  const { tab } = useParams();
  const [searchParams] = useSearchParams();
  const projectId = searchParams.get('projectId') ?? '';
  const project = useProject(projectId);

  if (!isProjectTab(tab)) {
    return (
      <Navigate
        replace
        to={{ pathname: `${DETAIL_PATH}/${DEFAULT_PROJECT_TAB}`, search: searchParams.toString() }}
      />
    );
  }
  if (!projectId || project.isError) {
    return (
      <Page>
        <h1>{t('cost.project.heading')}</h1>
        <Panel>
          <Empty description={projectId ? t('cost.project.notFound') : t('cost.project.noProject')}>
            <ButtonLink to={LIBRARY_PATH}>{t('cost.project.backToLibrary')}</ButtonLink>
          </Empty>
        </Panel>
      </Page>
    );
  }
  if (!project.data) {
    return (
      <Page aria-busy="true">
        <h1>{t('cost.project.heading')}</h1>
        <Spinner size={24} />
      </Page>
    );
  }
  const search = `?projectId=${encodeURIComponent(projectId)}`;
  return (
    <Page>
      <ProjectHeader project={project.data} />
      <ProjectViewCount projectId={projectId} />
      <TabLinks aria-label={t('cost.project.tabsLabel')}>
        <ul>
          {PROJECT_TABS.map((key) => (
            <li key={key}>
              <Link
                to={`${DETAIL_PATH}/${key}${key === tab ? `?${searchParams.toString()}` : search}`}
                aria-current={key === tab ? 'page' : undefined}
              >
                {t(`cost.project.tabs.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </TabLinks>
      <TabContent tab={tab} projectId={projectId} />
    </Page>
  );
}
