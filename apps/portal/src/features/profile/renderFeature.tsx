import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { AppProviders, createQueryClient } from '../../app/providers';

/** Test support: the path and query the router is at, for assertions on navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Mounts a widget the shell will host (a drawer, a header field) with the portal's providers in
 * a memory router at `path`; every path renders it, so navigations can be read off the probe.
 */
export async function renderFeature(element: ReactElement, path = '/main-page') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {element}
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { ...view!, router };
}
