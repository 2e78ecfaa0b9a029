import { describe, expect, it } from 'vitest';
import { safeBackUrl } from './backUrl.ts';

const hosts = ['lucky88.localhost', 'www.lucky88.example.com', 'alpha.test:8080'];

describe('safeBackUrl', () => {
  it('keeps a path on the same site, with its query and fragment', () => {
    expect(safeBackUrl('/lottery?type=SSC#top', hosts)).toBe('/lottery?type=SSC#top');
    expect(safeBackUrl('  /home ', hosts)).toBe('/home');
  });

  it("keeps an http(s) URL on one of the brand's hosts, any port", () => {
    expect(safeBackUrl('https://www.lucky88.example.com/promo', hosts)).toBe(
      'https://www.lucky88.example.com/promo',
    );
    expect(safeBackUrl('http://LUCKY88.localhost:5173/home', hosts)).toBe(
      'http://lucky88.localhost:5173/home',
    );
    // A domain named with its port allows that port only.
    expect(safeBackUrl('http://alpha.test:8080/home', hosts)).toBe('http://alpha.test:8080/home');
    expect(safeBackUrl('http://alpha.test:9090/home', hosts)).toBeUndefined();
  });

  it('refuses another host, however it is spelled', () => {
    for (const raw of [
      'https://evil.example.com/',
      '//evil.example.com/home',
      '/\\evil.example.com',
      '\\\\evil.example.com',
      'https://lucky88.localhost.evil.example.com/',
      'https://lucky88.localhost@evil.example.com/',
      'https://user:pw@lucky88.localhost/',
      'evil.example.com/home',
    ]) {
      expect(safeBackUrl(raw, hosts), raw).toBeUndefined();
    }
  });

  it('refuses scripts, other schemes, control characters and nothing', () => {
    for (const raw of [
      'javascript:alert(1)',
      'JavaScript://lucky88.localhost/%0aalert(1)',
      'data:text/html,hi',
      'ftp://lucky88.localhost/',
      '/home\nSet-Cookie: a=b',
      '/\t/evil.example.com',
      '',
      '   ',
    ]) {
      expect(safeBackUrl(raw, hosts), raw).toBeUndefined();
    }
  });
});
