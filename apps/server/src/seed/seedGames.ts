import type { Brand } from '@portal/brand';
import { brandTimeZone } from '@portal/contract';
import type { Db } from '../db/database.ts';
import { seedPromotions } from '../promotions/seedPromotions.ts';
import { seedContent } from './content.ts';
import { seedCatalogue } from './gameCatalogue.ts';
import { seedLottery } from './lotteryGames.ts';

/**
 * The per-brand content of the games, announcements and lottery areas. Runs after the
 * merchants exist; each part writes only rows that are missing, so every start may run it.
 */
export const seedGames = async (db: Db, brands: readonly Brand[]): Promise<void> => {
  const merchants = await db.selectFrom('merchants').select(['id', 'code']).execute();
  await Promise.all(
    brands.map(async (brand) => {
      const merchant = merchants.find((m) => m.code === brand.code);
      if (!merchant) throw new Error(`merchant ${brand.code} was not written`);
      await Promise.all([
        seedCatalogue(db, merchant.id, brand),
        seedPromotions(db, merchant.id, [brand.defaultLanguage], brandTimeZone(brand)).then(
          (promotions) => seedContent(db, merchant.id, brand, promotions),
        ),
        seedLottery(db, merchant.id, brand.languages),
      ]);
    }),
  );
};
