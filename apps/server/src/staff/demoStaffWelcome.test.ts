import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../seed/demoAccounts.ts';
import { demoStaff } from './demoStaff.ts';

/** What `scripts/start` prints once the server answers (scripts/lib/welcome.ts). */
const welcome = (nodeEnv: string) =>
  execFileSync(
    process.execPath,
    [join(import.meta.dirname, '..', '..', '..', '..', 'scripts', 'lib', 'welcome.ts'), '4610'],
    {
      env: { ...process.env, NODE_ENV: nodeEnv, CONSOLE_HOST: 'console.localhost' },
      encoding: 'utf8',
    },
  );

const secrets = demoStaff.flatMap((staff) => (staff.totpSecret ? [staff.totpSecret] : []));

describe("scripts/start's welcome", () => {
  it('prints the console URL and every demo staff member with their TOTP secret in development', () => {
    const printed = welcome('development');
    expect(printed).toContain('Operator console: http://console.localhost:4610/');
    expect(secrets.length).toBeGreaterThan(4);
    for (const staff of demoStaff) expect(printed).toContain(staff.username);
    for (const secret of secrets) expect(printed).toContain(secret);
    for (const account of demoAccounts) expect(printed).toContain(account.password);
  });

  it('prints no staff and no secret in production', () => {
    const printed = welcome('production');
    expect(printed).toContain('The portal is running.');
    expect(printed).not.toContain('Operator console');
    for (const secret of secrets) expect(printed).not.toContain(secret);
    // Production seeds no demo member (seed.ts): there are no demo accounts to print.
    expect(printed).not.toContain('Demo accounts');
    for (const account of demoAccounts) expect(printed).not.toContain(account.password);
  });
});
