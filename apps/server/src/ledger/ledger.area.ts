import { defineArea } from '../http/area.ts';
import * as ledger from './migrations/0002_ledger.ts';
import * as ledgerBatch from './migrations/0022_ledger_batch.ts';
import * as ledgerApplyByIndex from './migrations/0023_ledger_apply_by_index.ts';
import * as ledgerGuardWhen from './migrations/0034_ledger_guard_when.ts';
import * as entriesMerchantCheck from './migrations/0040_ledger_entries_merchant_check.ts';
import * as accountsRoomPerPage from './migrations/0057_accounts_room_per_page.ts';

/** The double-entry ledger: every money movement's accounts, transactions and entries. */
export const area = defineArea({
  name: 'ledger',
  migrations: {
    '0002_ledger': ledger,
    '0022_ledger_batch': ledgerBatch,
    '0023_ledger_apply_by_index': ledgerApplyByIndex,
    '0034_ledger_guard_when': ledgerGuardWhen,
    '0040_ledger_entries_merchant_check': entriesMerchantCheck,
    '0057_accounts_room_per_page': accountsRoomPerPage,
  },
});
