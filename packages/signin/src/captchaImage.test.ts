import { describe, expect, it } from 'vitest';
import { captchaImageSource } from './captchaImage.ts';

describe('captchaImageSource', () => {
  it('turns the bare base64 PNG the platform sends into a data URL', () => {
    expect(captchaImageSource('iVBORw0KGgoAAAANSUhEUg==')).toBe(
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==',
    );
  });

  it('recognises an SVG and ignores line breaks in the base64', () => {
    expect(captchaImageSource('PHN2Zy\nB4bWxucz0i')).toBe(
      'data:image/svg+xml;base64,PHN2ZyB4bWxucz0i',
    );
  });

  it('keeps an image data URL as it is', () => {
    const url = 'data:image/svg+xml;base64,PHN2Zz4=';
    expect(captchaImageSource(url)).toBe(url);
  });

  it('refuses anything that is not an inline image', () => {
    expect(captchaImageSource('https://evil.example.com/pixel.png')).toBeNull();
    expect(captchaImageSource('data:text/html;base64,PHNjcmlwdD4=')).toBeNull();
    expect(captchaImageSource('javascript:alert(1)')).toBeNull();
  });
});
