import { describe, expect, it } from 'vitest';
import type { PopupNotice } from './calls/content.ts';
import { popupsForAudience } from './rules.ts';

const popup = (id: number, execution: PopupNotice['execution']): PopupNotice => ({
  id,
  title: `Popup ${id}`,
  content: '<p>text</p>',
  execution,
});
const all = [popup(1, 'A'), popup(2, 'B'), popup(3, 'F')];
const ids = (list: PopupNotice[]) => list.map((item) => item.id);

describe('popupsForAudience (the A/B/F rule)', () => {
  it('shows B popups to visitors only', () => {
    expect(ids(popupsForAudience(all, { isLogin: false, firstTimeLogin: false }))).toEqual([2]);
  });

  it('shows A popups to members', () => {
    expect(ids(popupsForAudience(all, { isLogin: true, firstTimeLogin: false }))).toEqual([1]);
  });

  it('adds F popups on a first login', () => {
    expect(ids(popupsForAudience(all, { isLogin: true, firstTimeLogin: true }))).toEqual([1, 3]);
  });
});
