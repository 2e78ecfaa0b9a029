import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { envelopeSchema, fail, ok } from './envelope.ts';

describe('the envelope', () => {
  it('wraps a success as success with the value', () => {
    expect(ok({ token: 'abc' })).toEqual({ success: true, value: { token: 'abc' } });
  });

  it('shapes a failure as success false with code and message, and no value unless given', () => {
    const failure = fail('login.not.session', 'You are not logged in, please login');
    expect(failure).toEqual({
      success: false,
      code: 'login.not.session',
      message: 'You are not logged in, please login',
    });
    expect('value' in failure).toBe(false);
    expect(fail('login.password.wrong', 'Wrong account or password.', { captcha: true })).toEqual({
      success: false,
      code: 'login.password.wrong',
      message: 'Wrong account or password.',
      value: { captcha: true },
    });
  });

  it('validates both shapes with the schema and refuses a wrong value', () => {
    const schema = envelopeSchema(v.object({ token: v.string() }));
    expect(v.safeParse(schema, ok({ token: 'abc' })).success).toBe(true);
    expect(v.safeParse(schema, fail('system.busy', 'busy')).success).toBe(true);
    expect(v.safeParse(schema, ok({ token: 1 })).success).toBe(false);
    expect(v.safeParse(schema, { value: { token: 'abc' } }).success).toBe(false);
  });
});
