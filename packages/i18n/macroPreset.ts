/**
 * The Babel preset that compiles the Lingui macros (`t`, `msg`, `Trans`...) for the vite
 * builds of the portal and of Storybook, with the repository's one lingui config. Pass it to
 * `@rolldown/plugin-babel`: `babel({ presets: [linguiMacroPreset()] })`.
 */
import { fileURLToPath } from 'node:url';
import linguiMacroPlugin from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';

export const linguiMacroPreset = () => {
  const linguiConfig = getConfig({
    configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)),
  });
  return {
    preset: () => ({ plugins: [[linguiMacroPlugin, { linguiConfig }]] }),
    // Only modules that use a macro go through Babel; the rest stay on the native pipeline.
    rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
  };
};
