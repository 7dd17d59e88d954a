import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { TabLinks } from '../../../shell/TabLinks';

/** The project pages of /consult/detail the analyses sit beside (spec 001 §2). */
const PROJECT_PAGES = [
  { key: 'info', path: '/consult/detail/project-info' },
  { key: 'summary', path: '/consult/detail/project-summary' },
  { key: 'middle', path: '/consult/detail/data-middle-ground' },
] as const;

/** Links between a project's info tabs, its summary (analyses) and the data centre. */
export function AnalysisLinks({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const search = `?projectId=${encodeURIComponent(projectId)}`;
  return (
    <TabLinks aria-label={t('costAnalysis.links.label')}>
      <ul>
        {PROJECT_PAGES.map(({ key, path }) => (
          <li key={key}>
            <Link
              to={`${path}${search}`}
              aria-current={pathname.startsWith(path) ? 'page' : undefined}
            >
              {t(`costAnalysis.links.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </TabLinks>
  );
}
