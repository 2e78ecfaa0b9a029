import { callQuery, type QueryScope, useQueryScope } from '@portal/session';
import { useQuery } from '@tanstack/react-query';

/** Single or multi wallet, and the wallets a transfer can move between (session-cached). */
export const merchantWalletQuery = (scope: QueryScope) => callQuery(scope, 'merchantWallet', {});

export const useMerchantWallet = () => useQuery(merchantWalletQuery(useQueryScope()));
