import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: [
    '../../../packages/*/src/**/*.stories.tsx',
    '../../web/src/**/*.stories.tsx',
    '../../console/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // No docs pages: skipping prop-table extraction halves the build.
  typescript: { reactDocgen: false },
};

export default config;
