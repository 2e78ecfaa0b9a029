import { describe, expect, it } from 'vitest';
import { pureReactRouter } from './pureReactRouter.ts';

const transform = (code: string) => {
  const hook = pureReactRouter().transform;
  if (typeof hook !== 'object' || !hook) throw new Error('the plugin has no transform handler');
  return (hook.handler as (code: string) => { code: string } | null)(code);
};

describe('pureReactRouter', () => {
  it('marks react-router component definitions pure and leaves their display names out', () => {
    const out = transform(
      'var Form = React10.forwardRef(\n  () => null\n);\nForm.displayName = "Form";\nvar Ctx = React.createContext(null);\n',
    );
    expect(out?.code).toContain('var Form = /* @__PURE__ */ React10.forwardRef(');
    expect(out?.code).toContain('var Ctx = /* @__PURE__ */ React.createContext(null)');
    expect(out?.code).not.toContain('displayName');
  });

  it('leaves other code as it is', () => {
    expect(transform('const answer = compute(42);\n')).toBeNull();
  });
});
