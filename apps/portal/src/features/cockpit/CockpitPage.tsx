import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ThemeProvider, useTheme } from 'styled-components';
import { COCKPIT_PAGES, type CockpitPage as CockpitPageName } from '@ccms/api-client';
import { Button } from '@ccms/ui';
import { CockpitSection } from './CockpitSections';
import { isCockpitPage, useCockpitData, useCockpitDepartments } from './cockpitQueries';
import { cockpitTheme, Header, Notice, PageNav, Pickers, Screen } from './cockpitStyles';

export const COCKPIT_BASE = '/management-cockpit-newTab';
/** Years offered by the picker: this one and the four before. */
const YEARS_BACK = 4;

/** currentYear, currentMonth and departmentId from the URL; today's when missing or out of range. */
export function periodFromSearch(search: URLSearchParams, today = new Date()) {
  const year = Number(search.get('currentYear'));
  const month = Number(search.get('currentMonth'));
  const departmentId = search.get('departmentId');
  const thisYear = today.getFullYear();
  return {
    ...(departmentId && /^[A-Za-z0-9_-]{1,64}$/.test(departmentId) ? { departmentId } : {}),
    currentYear:
      Number.isInteger(year) && year >= thisYear - YEARS_BACK && year <= thisYear ? year : thisYear,
    currentMonth:
      Number.isInteger(month) && month >= 1 && month <= 12 ? month : today.getMonth() + 1,
  };
}

/**
 * The management cockpit (/management-cockpit-newTab/:page), opened in its own window: a tab bar
 * of the ten pages, the year and month kept in the URL, and the chosen page's figures.
 */
export default function CockpitPage({
  fixedPage,
  titleKey = 'cockpit.title',
}: {
  /** A board showing one page alone (no tab bar), e.g. /business-status-dashboard. */
  fixedPage?: CockpitPageName;
  titleKey?: string;
}) {
  const { t } = useTranslation();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const page: CockpitPageName =
    fixedPage ?? (isCockpitPage(params.page) ? params.page : 'manage-cockpit');
  const period = periodFromSearch(search);
  const query = useCockpitData(page, period);
  const yearId = useId();
  const monthId = useId();
  const thisYear = new Date().getFullYear();
  const outerTheme = useTheme();
  const theme = useMemo(() => cockpitTheme(outerTheme), [outerTheme]);

  useEffect(() => {
    document.title = `${t(`cockpit.pages.${page}`)} - ${t(titleKey)}`;
  }, [page, t, titleKey]);

  const departments = useCockpitDepartments();
  const deptId = useId();

  const choose = (name: 'currentYear' | 'currentMonth' | 'departmentId', value: string) => {
    const next = new URLSearchParams(search);
    next.set('currentYear', String(period.currentYear));
    next.set('currentMonth', String(period.currentMonth));
    if (value === '') next.delete(name);
    else next.set(name, value);
    setSearch(next, { replace: true });
  };
  const periodSearch =
    `?currentYear=${period.currentYear}&currentMonth=${period.currentMonth}` +
    (period.departmentId ? `&departmentId=${encodeURIComponent(period.departmentId)}` : '');

  return (
    <ThemeProvider theme={theme}>
      <Screen>
        <Header>
          <div>
            <h1>{t(titleKey)}</h1>
            <p>
              {t('cockpit.periodNote', { year: period.currentYear, month: period.currentMonth })}
            </p>
          </div>
          <Pickers role="group" aria-label={t('cockpit.period')}>
            <label htmlFor={yearId}>
              {t('cockpit.year')}
              <select
                id={yearId}
                value={period.currentYear}
                onChange={(event) => choose('currentYear', event.target.value)}
              >
                {Array.from({ length: YEARS_BACK + 1 }, (_, i) => thisYear - i).map((year) => (
                  <option key={year} value={year}>
                    {t('cockpit.yearOption', { year })}
                  </option>
                ))}
              </select>
            </label>
            <label htmlFor={monthId}>
              {t('cockpit.month')}
              <select
                id={monthId}
                value={period.currentMonth}
                onChange={(event) => choose('currentMonth', event.target.value)}
              >
                {Array.from({ length: 12 }, (_, i) => i + 1).map((month) => (
                  <option key={month} value={month}>
                    {t('cockpit.monthOption', { month })}
                  </option>
                ))}
              </select>
            </label>
            <label htmlFor={deptId}>
              {t('cockpit.department')}
              <select
                id={deptId}
                value={period.departmentId ?? ''}
                onChange={(event) => choose('departmentId', event.target.value)}
              >
                <option value="">{t('cockpit.allDepartments')}</option>
                {(departments.data ?? []).map((dept) => (
                  <option key={dept.id} value={dept.id}>
                    {`${'\u3000'.repeat(dept.depth)}${dept.name}`}
                  </option>
                ))}
              </select>
            </label>
          </Pickers>
        </Header>
        {!fixedPage && (
          <PageNav aria-label={t('cockpit.nav')}>
            <ul>
              {COCKPIT_PAGES.map((name) => (
                <li key={name}>
                  <Link
                    to={`${COCKPIT_BASE}/${name}${periodSearch}`}
                    aria-current={name === page ? 'page' : undefined}
                  >
                    {t(`cockpit.pages.${name}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </PageNav>
        )}
        <section aria-label={t(`cockpit.pages.${page}`)} aria-busy={query.isFetching}>
          {query.data ? (
            <CockpitSection page={page} data={query.data} />
          ) : query.isError ? (
            <Notice role="alert">
              {t('cockpit.failed', { message: query.error.message })}{' '}
              <Button size="small" onPress={() => void query.refetch()}>
                {t('cockpit.retry')}
              </Button>
            </Notice>
          ) : (
            <Notice role="status">{t('cockpit.loading')}</Notice>
          )}
        </section>
      </Screen>
    </ThemeProvider>
  );
}
