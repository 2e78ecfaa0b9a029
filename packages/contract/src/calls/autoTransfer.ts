import * as v from 'valibot';
import { defineCall, empty } from '../call.ts';

/**
 * The member centre's automatic transfer (issue 27; not shown in spec: the specs name the
 * wallet transfer and the recall, not this setting). In a multi-wallet brand, a member who
 * turns it on has the server move the main wallet's balance into a game's wallet when that
 * game is launched, after bringing every other game wallet's balance back to the main one, so
 * money follows the member from game to game without a transfer by hand. Single-wallet brands
 * have nothing to move: both calls answer `function.not.available` there.
 */
export const autoTransferSchema = v.object({
  /** Whether launches move the member's money into the launched game's wallet. */
  enabled: v.boolean(),
});
export type AutoTransfer = v.InferOutput<typeof autoTransferSchema>;

export const autoTransferCalls = {
  autoTransfer: defineCall({
    // Not shown in spec (designed, see above).
    method: 'GET',
    path: '/wps/relay/GCS_autoTransfer',
    token: true,
    module: 'WALLET3',
    request: empty,
    response: autoTransferSchema,
    summary: 'Whether launches move the balance into the game’s wallet (multi-wallet brands)',
  }),
  setAutoTransfer: defineCall({
    // Not shown in spec (designed, see above). Refused as a wallet transfer is (trial, locked,
    // frozen), since turning it on lets launches move money between the member's wallets.
    method: 'POST',
    path: '/wps/relay/GCS_autoTransferUpdate',
    token: true,
    module: 'WALLET3',
    request: autoTransferSchema,
    response: autoTransferSchema,
    summary: 'Turns the automatic transfer at game launch on or off (multi-wallet brands)',
  }),
};
