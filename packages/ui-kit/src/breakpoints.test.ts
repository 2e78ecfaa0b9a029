import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, media, VIEWPORTS } from './breakpoints.ts';

/** Which of the three media queries a width matches (read back from the query text). */
const matching = (width: number) =>
  (['phone', 'tablet', 'desktop'] as const).filter((name) => {
    const min = /min-width: (\d+)px/.exec(media[name]);
    const max = /max-width: (\d+)px/.exec(media[name]);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  });

describe('breakpoints', () => {
  it('puts every width in exactly one of phone, tablet and desktop', () => {
    for (const width of [320, 390, 599, 600, 820, 1023, 1024, 1920]) {
      expect(matching(width)).toHaveLength(1);
    }
    expect(matching(BREAKPOINTS.phoneMax)).toEqual(['phone']);
    expect(matching(BREAKPOINTS.phoneMax + 1)).toEqual(['tablet']);
    expect(matching(BREAKPOINTS.tabletMax + 1)).toEqual(['desktop']);
  });

  it('gives each story viewport the layout it is named for', () => {
    expect(matching(VIEWPORTS.phone.width)).toEqual(['phone']);
    expect(matching(VIEWPORTS.tablet.width)).toEqual(['tablet']);
    expect(matching(VIEWPORTS.desktop.width)).toEqual(['desktop']);
  });
});
