/**
 * The Babel preset that compiles the Lingui macros of the console with the console's own
 * lingui config (its catalogue is not the portal's).
 */
import { fileURLToPath } from 'node:url';
import linguiMacroPlugin from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';

export const consoleMacroPreset = () => {
  const linguiConfig = getConfig({
    configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)),
  });
  return {
    preset: () => ({ plugins: [[linguiMacroPlugin, { linguiConfig }]] }),
    rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
  };
};
