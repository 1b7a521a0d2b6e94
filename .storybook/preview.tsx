import type { Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { I18nextProvider } from 'react-i18next';
import { loadRjsf } from '../engine/renderer/rjsf';
import { loadValidator } from '../engine/validation/ajv';
import { i18n, languages, type Language } from '../shell/i18n';

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'zh', title: '简体中文' },
          { value: 'en', title: 'English' },
          { value: 'zhtw', title: '繁體中文' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'zh' },
  // Stories make form controllers and validate outside EngineForm: ajv and @rjsf/utils first
  // (engine/validation/ajv.ts, engine/renderer/rjsf.ts).
  loaders: [
    async () => {
      await Promise.all([loadValidator(), loadRjsf()]);
      return {};
    },
  ],
  decorators: [
    (Story, context) => {
      const wanted = context.globals.locale as Language;
      const locale: Language = languages.includes(wanted) ? wanted : 'zh';
      // Switch before rendering so the first paint is already in the chosen language.
      if (i18n.language !== locale) void i18n.changeLanguage(locale);
      return (
        <ChakraProvider value={defaultSystem}>
          <I18nextProvider i18n={i18n}>
            <LanguageSync locale={locale} />
            <Story />
          </I18nextProvider>
        </ChakraProvider>
      );
    },
  ],
  parameters: { layout: 'fullscreen' },
};

function LanguageSync({ locale }: { locale: Language }) {
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [locale]);
  return null;
}

export default preview;
