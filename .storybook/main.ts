import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Chakra's package asks Storybook to compose its hosted Storybook over the network: keep it out.
  refs: { '@chakra-ui/react': { disable: true } },
};

export default config;
