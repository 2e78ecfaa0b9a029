import { defineArea } from '../http/area.ts';
import { walletHandlers } from './balance.handler.ts';

/** The member's balance. */
export const area = defineArea({ name: 'wallet', handlers: walletHandlers });
