/** Renders a screen inside the providers it needs (Chakra, the shell's i18next instance). */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { I18nextProvider } from 'react-i18next';
import { ApiError, type ApiEnvelope } from '../../../api';
import { i18n } from '../../../shell/i18n';

export function renderScreen(ui: ReactNode) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </ChakraProvider>,
  );
}

export function ok<T>(data: T, msg = ''): Promise<ApiEnvelope<T>> {
  return Promise.resolve({ code: 200, msg, data });
}

/** How the request client rejects a refused call. */
export function refused(msg: string, url = '/api/test'): Promise<never> {
  return Promise.reject(new ApiError(msg, 400, url, { code: 400, msg, data: null }));
}
