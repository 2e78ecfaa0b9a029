import { callQuery, type QueryScope, useQueryScope } from '@portal/session';
import { useQuery } from '@tanstack/react-query';

/** The member's bound bank cards (masked) and the real name a payee must match. */
export const bankCardsQuery = (scope: QueryScope) => callQuery(scope, 'bankCards', {});

export const useBankCards = () => useQuery(bankCardsQuery(useQueryScope()));
