// Printed by scripts/start once the server answers: where each brand lives, and who to log in as.
import { readConfig } from '../../apps/server/src/config.ts';
import { demoAccounts } from '../../apps/server/src/seed/demoAccounts.ts';
import { demoStaff } from '../../apps/server/src/staff/demoStaff.ts';
import { loadBrands } from '../../packages/brand/src/node.ts';

const port = process.argv[2] ?? '8080';
const brands = loadBrands();
const width = Math.max(...brands.map((b) => b.name.length));
console.log('\nThe portal is running. Each brand, by its host name:');
for (const brand of brands) {
  console.log(
    `  ${brand.name.padEnd(width)}  http://${brand.code}.localhost:${port}/   (${brand.merchantCode}, ${brand.defaultLanguage} default, ${brand.languages.length} languages)`,
  );
}
console.log(`  any brand by name:       http://localhost:${port}/?brand=<code>`);
const config = readConfig();
// Production seeds no demo member (seed.ts), so there is none to print.
if (!config.production) {
  console.log('\nDemo accounts (every brand):');
  for (const account of demoAccounts) {
    console.log(`  ${account.role.padEnd(7)} ${account.username.padEnd(8)} ${account.password}`);
  }
}
// The staff's TOTP secrets are demo data: printed in development only, never in production.
if (config.development) {
  console.log(`\nOperator console: http://${config.consoleHost}:${port}/`);
  console.log('Demo staff (password, then the TOTP code of the secret in an authenticator app):');
  for (const staff of demoStaff) {
    const scope = staff.merchant === null ? 'all merchants' : 'first brand only';
    const secret = staff.totpSecret ?? '(enrols at first sign-in)';
    console.log(
      `  ${staff.role.padEnd(8)} ${staff.username.padEnd(13)} ${staff.password.padEnd(14)} ${secret}  ${scope}`,
    );
  }
}
console.log('\nCtrl-C stops the server and its PostgreSQL.\n');
