import type { MessageDescriptor } from '@lingui/core';
import { createContext, type ReactNode, useContext } from 'react';

const RouteTitleContext = createContext<MessageDescriptor | undefined>(undefined);

/** What a route tells the screen it renders: the area's title. */
export const RouteTitle = ({
  title,
  children,
}: {
  title: MessageDescriptor;
  children: ReactNode;
}) => <RouteTitleContext value={title}>{children}</RouteTitleContext>;

/** The title of the innermost route around the caller, if it names one. */
export const useRouteTitle = (): MessageDescriptor | undefined => useContext(RouteTitleContext);
