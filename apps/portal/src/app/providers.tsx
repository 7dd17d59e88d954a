import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ConfirmHost, NotificationHost, ThemeProvider, Toaster } from '@ccms/ui';
import { i18n } from '../i18n';
import { VisuallyHiddenStyle } from '../shell/VisuallyHiddenStyle';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The request layer already tells the user about a failure; a silent retry would tell twice.
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider>
          <VisuallyHiddenStyle />
          {children}
          <Toaster />
          {/* The one place confirm() dialogs and notify() popups render. */}
          <ConfirmHost />
          <NotificationHost />
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
