import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  loadThemeSettings,
  NotificationHost,
  saveThemeSettings,
  ThemeProvider,
  Toaster,
} from '@ccms/ui';
import { i18n } from '../i18n';
import { VisuallyHiddenStyle } from '../shell/VisuallyHiddenStyle';
import { DeferredConfirmHost } from './DeferredConfirmHost';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The request layer already tells the user about a failure; a silent retry would tell twice.
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

const savedTheme = typeof window === 'undefined' ? {} : loadThemeSettings();

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
        {/* Theme colour and size as the user last chose them (spec 000 §4 keeps them past logout). */}
        <ThemeProvider
          defaultPrimaryColor={savedTheme.primaryColor}
          defaultSize={savedTheme.size}
          onSettingsChange={saveThemeSettings}
        >
          <VisuallyHiddenStyle />
          {children}
          <Toaster />
          {/* The one place confirm() dialogs and notify() popups render. */}
          <DeferredConfirmHost />
          <NotificationHost />
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
