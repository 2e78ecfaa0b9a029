import { MAX_IMAGE_BYTES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { imagesProblem } from './applicationImages.ts';

const png = (size = 1000) => ({ type: 'image/png', size });

describe('imagesProblem', () => {
  it('allows up to three png or jpg images under 5 MB', () => {
    expect(imagesProblem([])).toBeUndefined();
    expect(
      imagesProblem([png(), { type: 'image/jpeg', size: MAX_IMAGE_BYTES - 1 }, png()]),
    ).toBeUndefined();
  });

  it('refuses a fourth image', () => {
    expect(imagesProblem([png(), png(), png(), png()])).toBe('tooMany');
  });

  it('refuses another type, whatever its size', () => {
    expect(imagesProblem([png(), { type: 'image/gif', size: 10 }])).toBe('type');
    expect(imagesProblem([{ type: 'application/pdf', size: 10 }])).toBe('type');
  });

  it('refuses an image of 5 MB or more', () => {
    expect(imagesProblem([{ type: 'image/jpeg', size: MAX_IMAGE_BYTES }])).toBe('size');
  });
});
