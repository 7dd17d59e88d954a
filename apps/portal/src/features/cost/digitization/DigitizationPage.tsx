import { Empty, Spinner } from '@ccms/ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Page, Panel } from '../../admin/shared/AdminLayout.styles';
import { ButtonLink } from '../../admin/shared/AdminPage';
import { TabLinks } from '../../../shell/TabLinks';
import { ProjectHeader } from '../project/ProjectHeader';
import { useProject } from '../project/projectQueries';
import { MaterialsTab } from './MaterialsTab';
import { SubjectsTab } from './SubjectsTab';
import { BillModelsTab } from '../billModels/BillModelsTab';

export const DIGITIZATION_PATH = '/consult/detail/digitization-build';
const LIBRARY_PATH = '/consult/list';
const DETAIL_PATH = '/consult/detail/project-info';

/** The tabs of 数字化建库; `tab` in the query picks one. */
const TABS = ['materials', 'subjects', 'billModels'] as const;
type Tab = (typeof TABS)[number];

const isTab = (value: string | null): value is Tab =>
  (TABS as readonly string[]).includes(value ?? '');

/**
 * 数字化建库 (/consult/detail/digitization-build?projectId=…): the project's header, then the
 * materials summary with its coding to the standard catalogue (tab=materials) and the subject
 * model (tab=subjects) and the bill models (tab=billModels).
 */
export default function DigitizationPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const projectId = searchParams.get('projectId') ?? '';
  const requested = searchParams.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'materials';
  const project = useProject(projectId);

  if (!projectId || project.isError) {
    return (
      <Page>
        <h1>{t('costDigitization.heading')}</h1>
        <Panel>
          <Empty
            description={
              projectId ? t('costDigitization.notFound') : t('costDigitization.noProject')
            }
          >
            <ButtonLink to={LIBRARY_PATH}>{t('cost.project.backToLibrary')}</ButtonLink>
          </Empty>
        </Panel>
      </Page>
    );
  }
  if (!project.data) {
    return (
      <Page aria-busy="true">
        <h1>{t('costDigitization.heading')}</h1>
        <Spinner size={24} />
      </Page>
    );
  }
  const search = `?projectId=${encodeURIComponent(projectId)}`;
  return (
    <Page>
      <ProjectHeader project={project.data} />
      <TabLinks aria-label={t('costDigitization.tabsLabel')}>
        <ul>
          <li>
            <Link to={`${DETAIL_PATH}${search}`}>{t('costDigitization.backToProject')}</Link>
          </li>
          {TABS.map((key) => (
            <li key={key}>
              <Link
                to={`${DIGITIZATION_PATH}${search}&tab=${key}`}
                aria-current={key === tab ? 'page' : undefined}
              >
                {t(`costDigitization.tabs.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </TabLinks>
      {tab === 'subjects' ? (
        <SubjectsTab projectId={projectId} />
      ) : tab === 'billModels' ? (
        <BillModelsTab projectId={projectId} />
      ) : (
        <MaterialsTab projectId={projectId} />
      )}
    </Page>
  );
}
