// @emotion/babel-plugin ships no types: the build hands it to Babel as a plugin and reads
// nothing from it.
declare module '@emotion/babel-plugin' {
  const plugin: object;
  export default plugin;
}
