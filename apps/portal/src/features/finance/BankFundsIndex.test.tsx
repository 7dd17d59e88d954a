import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { AppProviders, createQueryClient } from '../../app/providers';
import BankFundsIndex from './BankFundsIndex';

function Arrived() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The redirect at its own paths; every other path shows where the router arrived. */
async function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/bank-funds', element: <BankFundsIndex /> },
      { path: '/bank-funds/subscription-list', element: <BankFundsIndex /> },
      { path: '*', element: <Arrived /> },
    ],
    { initialEntries: [path] },
  );
  await act(async () => {
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('BankFundsIndex', () => {
  it('sends /bank-funds to the list, keeping the query', async () => {
    await open('/bank-funds?accountId=acc-1');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/bank-funds/list?accountId=acc-1'),
    );
  });

  it('sends /bank-funds/subscription-list to the subscription list', async () => {
    await open('/bank-funds/subscription-list');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/bank-subscription/list'),
    );
  });
});
