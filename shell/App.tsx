/** Providers around the router: Chakra, i18n, the services, the toaster. */
import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { i18n } from './i18n';
import { ServicesProvider, type AppServices } from './services';
import { appSystem } from './theme';
import { AppToaster, CornerToaster } from './toaster';

export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <ChakraProvider value={appSystem}>
      <I18nextProvider i18n={i18n}>
        <ServicesProvider value={services}>
          {children}
          <AppToaster />
          <CornerToaster />
        </ServicesProvider>
      </I18nextProvider>
    </ChakraProvider>
  );
}

export function App({ services, router }: { services: AppServices; router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
