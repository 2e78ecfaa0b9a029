import type { Plugin } from 'vite';

/**
 * Lets the bundler drop the parts of react-router the portal never renders (`Form`,
 * `ScrollRestoration`, the framework mode's components). react-router ships them as
 * `var Form = React.forwardRef(...)` followed by `Form.displayName = "Form"`: an unannotated
 * call and a property write, both kept as possible side effects, so the tree-shaker keeps
 * every such component and what it uses. Marking those calls pure and leaving the display
 * names out (they only label components in React's developer tools) lets them go.
 */
export const pureReactRouter = (): Plugin => ({
  name: 'portal:pure-react-router',
  apply: 'build',
  transform: {
    filter: { id: /\/react-router\/dist\// },
    handler(code) {
      const pure = code
        .replace(/= (React\d*\.(?:forwardRef|memo|createContext)\()/g, '= /* @__PURE__ */ $1')
        .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '');
      return pure === code ? null : { code: pure, map: null };
    },
  },
});
