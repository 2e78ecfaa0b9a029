import type { PopupNotice } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { popupsFor } from './popupExecution.ts';

const popup = (id: number, execution: PopupNotice['execution']): PopupNotice => ({
  id,
  title: `Popup ${id}`,
  content: '<p>text</p>',
  execution,
});
const all = [popup(1, 'A'), popup(2, 'B'), popup(3, 'F')];
const ids = (list: PopupNotice[]) => list.map((item) => item.id);

describe('popupsFor', () => {
  it('shows B popups to visitors only', () => {
    expect(ids(popupsFor(all, { isLogin: false, firstLogin: false }))).toEqual([2]);
  });

  it('shows A popups to members', () => {
    expect(ids(popupsFor(all, { isLogin: true, firstLogin: false }))).toEqual([1]);
  });

  it('adds F popups on a first login', () => {
    expect(ids(popupsFor(all, { isLogin: true, firstLogin: true }))).toEqual([1, 3]);
  });
});
