import type { HelpTopic } from '@portal/contract';
import { callQuery, type QueryScope, useQueryScope } from '@portal/session';
import { useQuery } from '@tanstack/react-query';

/** The help centre's topics in the interface language. */
export const helpTopicsQuery = (scope: QueryScope) =>
  callQuery(scope, 'helpCenter', { language: scope.language });

const NONE: HelpTopic[] = [];

/** The help centre's topics; empty until they arrive (the footer and help modal list them). */
export const useHelpTopics = (): HelpTopic[] =>
  useQuery(helpTopicsQuery(useQueryScope())).data?.topics ?? NONE;
