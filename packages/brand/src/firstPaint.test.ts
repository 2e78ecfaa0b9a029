import { describe, expect, it } from 'vitest';
import {
  FIRST_BANNER_MARKER,
  FIRST_PAINT_END,
  FIRST_PAINT_START,
  isFirstPaintImageUrl,
  pageWithFirstPaint,
} from './firstPaint.ts';

const page = [
  '<html><body>',
  FIRST_PAINT_START,
  `<div id="first-paint"><div class="fp-banner">${FIRST_BANNER_MARKER}</div></div>`,
  FIRST_PAINT_END,
  '<div id="root"></div></body></html>',
].join('');

describe('pageWithFirstPaint', () => {
  it('writes the banner into the home page shell, on every home path', () => {
    for (const path of ['/', '/index', '/index.html', '/home']) {
      const html = pageWithFirstPaint(page, path, '/media/banners/welcome.svg');
      expect(html).toContain(
        '<div class="fp-banner"><img src="/media/banners/welcome.svg" alt="" width="1920" height="500" fetchpriority="high" /></div>',
      );
      expect(html).not.toContain(FIRST_BANNER_MARKER);
    }
  });

  it('leaves the shell out of every other page', () => {
    const html = pageWithFirstPaint(page, '/lottery', '/media/banners/welcome.svg');
    expect(html).toBe('<html><body><div id="root"></div></body></html>');
  });

  it('keeps the empty frame when there is no banner, or one it may not show', () => {
    expect(pageWithFirstPaint(page, '/', null)).toBe(page);
    for (const url of [
      'javascript:alert(1)',
      '//evil.example/x.png',
      'http://a.example/b.png',
      'data:image/png;base64,AA',
    ]) {
      expect(pageWithFirstPaint(page, '/', url)).toBe(page);
    }
  });

  it('escapes the address it writes', () => {
    const html = pageWithFirstPaint(page, '/', '/media/"><script>alert(1)</script>.png');
    expect(html).not.toContain('<script>');
    expect(html).toContain('src="/media/&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;.png"');
  });

  it('returns a page without the markers as it is', () => {
    expect(pageWithFirstPaint('<html></html>', '/', '/media/a.png')).toBe('<html></html>');
  });
});

describe('isFirstPaintImageUrl', () => {
  it('takes site paths and https addresses only', () => {
    expect(isFirstPaintImageUrl('/media/a.svg')).toBe(true);
    expect(isFirstPaintImageUrl('https://cdn.example/a.png')).toBe(true);
    expect(isFirstPaintImageUrl('/\\evil')).toBe(false);
    expect(isFirstPaintImageUrl('media/a.svg')).toBe(false);
  });
});
