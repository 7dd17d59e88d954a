import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders, createQueryClient } from '../app/providers';
import { session } from '../app/session';
import LoginPage from '../features/auth/LoginPage';
import { i18nReady } from '../i18n';
import { BareFrame } from '../shell/BareFrame';

// The sign-in page /login as the server serves it on a first visit: the app's sign-in screen in the
// app's providers, without the router and the route table (see vite.config.ts). Signing in, like
// its links, leaves for the app with a page load.

const container = document.getElementById('root');
if (!container) throw new Error('signin.html has no #root element');
const root = container;

if (session.getToken()) {
  // Signed in already: the app decides where to (as its guard does for /login).
  window.location.replace('/');
} else {
  void i18nReady.then(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders queryClient={createQueryClient()}>
          <BareFrame>
            <LoginPage />
          </BareFrame>
        </AppProviders>
      </StrictMode>,
    ),
  );
}
