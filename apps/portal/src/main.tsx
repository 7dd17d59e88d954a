import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders, createQueryClient } from './app/providers';
import { createPortalRouter } from './app/router';
import { i18nReady } from './i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = container;
// The remembered language's texts first (the default language's are bundled).
void i18nReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={createPortalRouter()} />
      </AppProviders>
    </StrictMode>,
  ),
);
