import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_BANNER_MARKER, FIRST_PAINT_END, FIRST_PAINT_START } from '@portal/brand';
import { loadBrands } from '@portal/brand/node';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { publicBrandSchema, toPublicBrand } from '../src/brand/publicBrand.ts';
import { renderBrandPage } from './brandPage.ts';

const template = readFileSync(join(import.meta.dirname, '..', 'index.html'), 'utf8');
const sunriseBrand = loadBrands().find((brand) => brand.code === 'sunrise');
if (!sunriseBrand) throw new Error('brands/sunrise is missing');
const sunrise = toPublicBrand(sunriseBrand);

const configOf = (html: string): unknown =>
  JSON.parse(
    html.match(/<script id="brand-config" type="application\/json">([^<]*)<\/script>/)?.[1] ??
      'null',
  );

describe('renderBrandPage', () => {
  it("brands the page: title, favicon, theme variables and the default language's lang", () => {
    const html = renderBrandPage(template, sunrise);
    expect(html).toContain(`<title>${sunrise.name}</title>`);
    expect(html).toContain(
      '<link rel="icon" href="/static/favicon.svg?brand=sunrise" type="image/svg+xml" />',
    );
    expect(html).toContain(
      '<link rel="manifest" href="/static/manifest.webmanifest?brand=sunrise" />',
    );
    expect(html).toMatch(/<style id="brand-theme">:root\{[^<]*--color-primary:#[0-9a-f]{6}/);
    expect(html).toMatch(/<html lang="en" dir="ltr">/);
  });

  it('writes right to left for a brand whose default language is Urdu', () => {
    const html = renderBrandPage(template, { ...sunrise, defaultLanguage: 'UR' });
    expect(html).toMatch(/<html lang="ur" dir="rtl">/);
  });

  it('carries the public brand config, which reads back through the schema', () => {
    const config = configOf(renderBrandPage(template, sunrise));
    expect(v.parse(publicBrandSchema, config)).toEqual(sunrise);
    // Host names are server business: the allowlist leaves them out.
    expect(config).not.toHaveProperty('domains');
  });

  it('cannot be broken out of by text in the brand', () => {
    const hostile = { ...sunrise, name: 'Evil </script><script>alert(1)</script>' };
    const html = renderBrandPage(template, hostile);
    // The template's scripts and the app-modules data block, nothing more.
    expect(html.match(/<script/g)).toHaveLength((template.match(/<script/g)?.length ?? 0) + 1);
    expect(html).toContain('<title>Evil &#60;/script&#62;');
    expect(configOf(html)).toMatchObject({ name: hostile.name });
  });

  it("draws the phone's first paint: the brand's logo, and the marker the server puts the banner at", () => {
    const html = renderBrandPage(template, sunrise);
    const shell = html.slice(html.indexOf(FIRST_PAINT_START), html.indexOf(FIRST_PAINT_END));
    expect(shell).toContain('<div id="first-paint" aria-hidden="true">');
    expect(shell).toContain('<img src="/static/logo.svg?brand=sunrise" alt="" height="32" />');
    expect(shell).toContain(`<div class="fp-banner">${FIRST_BANNER_MARKER}</div>`);
    // Before the app's root, and shown on phones only.
    expect(html.indexOf(FIRST_PAINT_END)).toBeLessThan(html.indexOf('<div id="root">'));
    expect(html).toMatch(
      /<style id="first-paint-style">#first-paint\{display:none\}@media \(max-width:599px\)/,
    );
  });

  it("lists the app's modules as data for the entry to fetch after the first paint", () => {
    const html = renderBrandPage(template, sunrise, ['/assets/main-1.js', '/assets/</script>.js']);
    const listed = html.match(
      /<script id="app-modules" type="application\/json">([^<]*)<\/script>/,
    )?.[1];
    expect(JSON.parse(listed ?? 'null')).toEqual(['/assets/main-1.js', '/assets/</script>.js']);
    expect(html).not.toContain('rel="modulepreload"');
  });

  it('fails loudly when the template lost a marker', () => {
    expect(() => renderBrandPage(template.replace(/<title>[^<]*<\/title>/, ''), sunrise)).toThrow(
      /expected one <title>/,
    );
    expect(() => renderBrandPage(template.replace(FIRST_PAINT_START, ''), sunrise)).toThrow(
      /expected one first-paint marker/,
    );
  });
});
