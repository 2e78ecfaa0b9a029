/**
 * Emotion's own Babel plugin for the portal's production build: it minifies the styles of
 * `css` and `styled` template literals at build time (no indentation, no comments), which
 * otherwise reach the first load as written (issue 27: about 0.5 KiB brotli of every page's
 * first load). No labels and no source maps of styles: those are for development.
 * Pass it to `@rolldown/plugin-babel`: `babel({ presets: [emotionMinifyPreset()] })`.
 */
import emotionBabelPlugin from '@emotion/babel-plugin';

export const emotionMinifyPreset = () => ({
  preset: () => ({
    plugins: [
      [emotionBabelPlugin, { sourceMap: false, autoLabel: 'never', cssPropOptimization: false }],
    ],
  }),
  // Only modules that write styles go through Babel for it.
  rolldown: { filter: { code: /@emotion\/(react|styled)/ } },
});
