/** Providers around the app (the router, or the sign-in page before it: main.tsx): Chakra, i18n, the services, the toaster. */
import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from './i18n';
import { ServicesProvider, type AppServices } from './services';
import { useAppSystem } from './theme';
import { AppToasters } from './toaster';

export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  // The sign-in page's lean system until the full one is loaded (./theme.ts).
  const system = useAppSystem();
  return (
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        <ServicesProvider value={services}>
          {children}
          <AppToasters />
        </ServicesProvider>
      </I18nextProvider>
    </ChakraProvider>
  );
}
