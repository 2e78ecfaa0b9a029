import type { StaffClient } from '@portal/api-client';
import { createContext, type ReactNode, useContext } from 'react';

const StaffApiContext = createContext<StaffClient | null>(null);

/** Gives the screens the staff client (stories give a scripted one). */
export const StaffApiProvider = ({
  client,
  children,
}: {
  client: StaffClient;
  children: ReactNode;
}) => <StaffApiContext.Provider value={client}>{children}</StaffApiContext.Provider>;

export const useStaffApi = (): StaffClient => {
  const client = useContext(StaffApiContext);
  if (!client) throw new Error('useStaffApi needs a StaffApiProvider');
  return client;
};
