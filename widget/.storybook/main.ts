import type { StorybookConfig } from '@storybook/preact-vite';

const config: StorybookConfig = {
  framework: '@storybook/preact-vite',
  stories: ['../src/**/*.mdx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  core: { disableTelemetry: true },
};

export default config;
