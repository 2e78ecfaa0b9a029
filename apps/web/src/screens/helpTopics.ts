import type { HelpTopic } from '@portal/contract';
import { useApi, useLanguage } from '@portal/session';
import { useEffect, useState } from 'react';

/** The help centre's topics in the interface language; empty until they arrive. */
export const useHelpTopics = (): HelpTopic[] => {
  const api = useApi();
  const { language } = useLanguage();
  const [topics, setTopics] = useState<HelpTopic[]>([]);
  useEffect(() => {
    let current = true;
    api
      .call('helpCenter', { language })
      .then((value) => {
        if (current) setTopics(value.topics);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [api, language]);
  return topics;
};
