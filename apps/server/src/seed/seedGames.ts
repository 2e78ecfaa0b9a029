import type { Brand } from '@portal/brand';
import { seedContent } from '../content/content.ts';
import type { Db } from '../db/database.ts';
import { seedCatalogue } from '../games/catalogue.ts';
import { seedLottery } from '../lottery/lotteryGames.ts';

/**
 * The per-brand content of the games, announcements and lottery areas. Runs after the
 * merchants exist; each part writes only rows that are missing, so every start may run it.
 */
export const seedGames = async (db: Db, brands: readonly Brand[]): Promise<void> => {
  const merchants = await db.selectFrom('merchants').select(['id', 'code']).execute();
  for (const brand of brands) {
    const merchant = merchants.find((m) => m.code === brand.code);
    if (!merchant) throw new Error(`merchant ${brand.code} was not written`);
    await seedCatalogue(db, merchant.id, brand);
    await seedContent(db, merchant.id, brand);
    await seedLottery(db, merchant.id);
  }
};
