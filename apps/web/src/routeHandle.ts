import type { MessageDescriptor } from '@lingui/core';

/** What a route tells the screens it renders: the area's title. */
export interface RouteHandle {
  title: MessageDescriptor;
}

export const hasTitle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'title' in handle;
