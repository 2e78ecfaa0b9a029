import { defineArea } from '../http/area.ts';
import { affiliateCheckHandlers } from './affiliateCheck.handler.ts';

/** The affiliate (agent) calls. */
export const area = defineArea({ name: 'agent', handlers: affiliateCheckHandlers });
