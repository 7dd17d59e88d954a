import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Navigate, RouterProvider, useLocation } from 'react-router-dom';
import { AppProviders, createQueryClient } from '../app/providers';
import { tabPathFor } from '../app/pageTitle';
import { useOwnTitle } from './ownTitles';
import { TabBar } from './TabBar';

/** A record's form, which names its tab once the form's name is known. */
function FormLike() {
  useOwnTitle('新增员工公告');
  return <p>form</p>;
}

/** The page at every path: redirects as the consult index and 资金录入对比 do, else shows its path. */
function Page() {
  const { pathname, search } = useLocation();
  if (pathname === '/consult/detail')
    return <Navigate replace to={`/consult/detail/project-info${search}`} />;
  if (pathname.endsWith('/wf-form')) return <FormLike />;
  if (pathname === '/consult/detail/project-info')
    return <Navigate replace to={`/consult/detail/project-info/project-structure${search}`} />;
  return <p>{pathname}</p>;
}

function renderTabBar(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <TabBar maximized={false} onMaximizedChange={() => undefined} />
            <Page />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const tabTitles = () =>
    within(screen.getByRole('navigation', { name: '已打开的页面' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace('×', ''));
  const go = (to: string) =>
    act(async () => {
      await router.navigate(to);
    });
  return { router, tabTitles, go };
}

describe('the tab key of a page', () => {
  it('given a page with optional sub-tab segments, is the path without them', () => {
    expect(tabPathFor('/consult/detail/project-info/project-files')).toBe(
      '/consult/detail/project-info',
    );
    expect(tabPathFor('/consult/detail/project-info')).toBe('/consult/detail/project-info');
    expect(tabPathFor('/comparison-fund/entry-funds')).toBe('/comparison-fund');
    expect(tabPathFor('/window-management/left-column')).toBe('/window-management');
    // A required parameter names another page: each form keeps its own tab.
    expect(tabPathFor('/sys-manager/form-a/wf-list')).toBe('/sys-manager/form-a/wf-list');
    expect(tabPathFor('/main-page/setting-flow/notice')).toBe('/main-page/setting-flow');
  });
});

describe('the tab bar', () => {
  it('when a project detail’s sub-tabs are walked, keeps one 项目详情 tab that remembers the last', async () => {
    const { router, tabTitles, go } = renderTabBar('/main-page');
    await go('/consult/detail?projectId=p1');
    for (const tab of ['project-files', 'project-cost-summary', 'contract-price', 'project-audit'])
      await go(`/consult/detail/project-info/${tab}?projectId=p1`);

    expect(tabTitles()).toEqual(['首页', '项目详情']);
    await go('/main-page');
    expect(screen.getByRole('link', { name: '项目详情' }).getAttribute('href')).toBe(
      '/consult/detail/project-info/project-audit?projectId=p1',
    );
    expect(router.state.location.pathname).toBe('/main-page');
  });

  it('when a page redirects to another, the redirect takes its tab instead of adding one', async () => {
    const { tabTitles, go } = renderTabBar('/main-page');
    await go('/main-page/cost-data');
    await go('/consult/detail?projectId=p1');

    expect(tabTitles()).toEqual(['首页', '项目案例库', '项目详情']);
    expect(screen.getByRole('link', { name: '项目详情' })).toHaveAttribute('aria-current', 'page');
  });

  it('given the first page is a redirect, opens one tab for where it leads', () => {
    const { tabTitles } = renderTabBar('/consult/detail?projectId=p1');
    expect(tabTitles()).toEqual(['首页', '项目详情']);
  });

  it('when a record’s form names itself, its tab says what it is (新增 {form}), not 表单', async () => {
    const { tabTitles, go } = renderTabBar('/main-page');
    await go('/sys-manager/form-notice/wf-form?mode=create');
    expect(tabTitles()).toEqual(['首页', '新增员工公告']);
  });
});
