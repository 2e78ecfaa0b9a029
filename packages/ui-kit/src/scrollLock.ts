/**
 * Freezes the page under open modals and puts it back where it was. Nested modals share
 * one lock: the page is released when the last of them closes.
 */
let holders = 0;
let saved: { y: number; position: string; top: string; width: string; overflowY: string } | null =
  null;

export const lockScroll = (): (() => void) => {
  holders += 1;
  if (holders === 1) {
    const { style } = document.body;
    saved = {
      y: window.scrollY,
      position: style.position,
      top: style.top,
      width: style.width,
      overflowY: style.overflowY,
    };
    // position:fixed with a negative top keeps the page visually where it was (iOS ignores
    // overflow:hidden on body), and the scrollbar gutter stays so nothing shifts sideways.
    style.position = 'fixed';
    style.top = `-${saved.y}px`;
    style.width = '100%';
    style.overflowY = 'scroll';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0 && saved) {
      const { style } = document.body;
      style.position = saved.position;
      style.top = saved.top;
      style.width = saved.width;
      style.overflowY = saved.overflowY;
      window.scrollTo(0, saved.y);
      saved = null;
    }
  };
};
