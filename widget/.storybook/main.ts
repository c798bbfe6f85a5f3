import type { StorybookConfig } from '@storybook/preact-vite';

const config: StorybookConfig = {
  framework: '@storybook/preact-vite',
  stories: ['../src/**/*.stories.tsx'],
  addons: [],
  core: { disableTelemetry: true },
};

export default config;
