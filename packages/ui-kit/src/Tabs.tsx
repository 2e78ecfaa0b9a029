import styled from '@emotion/styled';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { Stack } from './Stack.tsx';

export interface TabItem<K extends string | number> {
  key: K;
  label: ReactNode;
}

export interface TabsProps<K extends string | number> {
  /** The tab list's accessible name ("Login method", "Game categories"). */
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** The selected tab's panel. */
  children: ReactNode;
  /** `pills` (rounded, filled when selected) or `underline` (a popup's method switch). */
  look?: 'pills' | 'underline';
}

/**
 * Tabs in the full WAI-ARIA pattern: a tablist of tabs with roving focus (arrow keys move and
 * select, Home and End jump to the ends, one Tab stop), and the selected tab's tabpanel,
 * labelled by its tab. With fewer than two tabs there is nothing to choose: only the panel's
 * content shows.
 */
export const Tabs = <K extends string | number>({
  label,
  tabs,
  selected,
  onSelect,
  children,
  look = 'pills',
}: TabsProps<K>) => {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  if (tabs.length < 2) return <>{children}</>;
  const current = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selected),
  );
  const tabId = (index: number) => `${id}-tab-${index}`;

  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const rtl = list.current ? getComputedStyle(list.current).direction === 'rtl' : false;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    const next =
      event.key === forward
        ? (current + 1) % tabs.length
        : event.key === backward
          ? (current - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const tab = next === null ? undefined : tabs[next];
    if (next === null || !tab) return;
    event.preventDefault();
    onSelect(tab.key);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <>
      <TabList
        ref={list}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        look={look}
        direction="row"
        wrap
        gap="xs"
      >
        {tabs.map((tab, index) => (
          <Tab
            key={tab.key}
            id={tabId(index)}
            type="button"
            role="tab"
            look={look}
            aria-selected={index === current}
            aria-controls={`${id}-panel`}
            tabIndex={index === current ? 0 : -1}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={tabId(current)}>
        {children}
      </div>
    </>
  );
};

type Look = { look: 'pills' | 'underline' };
const lookProp = { shouldForwardProp: (prop: string) => prop !== 'look' };

const TabList = styled(Stack, lookProp)<Look>`
  margin-bottom: ${({ theme }) => theme.spacing.md}px;
  ${({ look, theme }) => (look === 'underline' ? `border-bottom: 1px solid ${theme.colors.border};` : '')}
`;

const Tab = styled('button', lookProp)<Look>`
  font: inherit;
  cursor: pointer;
  border: none;
  color: ${({ theme }) => theme.colors.onSurface};
  ${({ look, theme }) =>
    look === 'underline'
      ? `
    flex: 1;
    padding: ${theme.spacing.sm}px ${theme.spacing.md}px;
    border-bottom: 3px solid transparent;
    background: none;
    &[aria-selected='true'] {
      border-bottom-color: ${theme.colors.primary};
      font-weight: 700;
    }`
      : `
    padding: ${theme.spacing.xs}px ${theme.spacing.md}px;
    border-radius: ${theme.radii.round}px;
    background: ${theme.colors.surface};
    &[aria-selected='true'] {
      background: ${theme.colors.primary};
      color: ${theme.colors.onPrimary};
    }`}
`;
