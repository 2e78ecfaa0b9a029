import { randomInt } from 'node:crypto';
import { type Game, type Language, pageCount } from '@portal/contract';
import { nameIn } from '../member/callerLanguage.ts';
import type { Merchant } from '../system/merchants.ts';
import { gameIconPath } from './mediaPaths.ts';

/**
 * Image and launch hosts: the platform picks one at random from the brand's lists. The demo
 * brands' CDN hosts do not exist, so the answer carries the working same-origin path as the
 * contract's field (`iconUrl`, `game_url`) and the picked host apart (`cdnIconUrl`,
 * `launch_host`): a brand with a real CDN that mirrors `/media` can switch the portal to it.
 */
export const pickHost = (hosts: readonly string[]): string =>
  hosts.length === 0 ? '' : (hosts[randomInt(hosts.length)] ?? '').replace(/\/+$/, '');

export const onImageCdn = (merchant: Merchant, path: string): string =>
  `${pickHost(merchant.brand.imageCDNs)}${path}`;

export interface GameRow {
  id: number;
  vassalage: string;
  game_type: string;
  game_id: string;
  game_code: string;
  game_name: string;
  names: Partial<Record<string, string>>;
}

export const GAME_COLUMNS = [
  'games.id',
  'games.vassalage',
  'games.game_type',
  'games.game_id',
  'games.game_code',
  'games.game_name',
  'games.names',
] as const;

/** A game row as lists answer it, named in the caller's language (callerLanguage). */
export const toWireGame = (
  merchant: Merchant,
  row: GameRow,
  language: Language,
): Game & { cdnIconUrl: string } => {
  const iconUrl = gameIconPath(row.id);
  return {
    nodeId: row.id,
    gameName: nameIn(language, row.game_name, row.names),
    iconUrl,
    cdnIconUrl: onImageCdn(merchant, iconUrl),
    gameId: row.game_id,
    gameCode: row.game_code,
    vassalage: row.vassalage,
    gameType: row.game_type,
  };
};

/** Pages count from 1; asking past the last page answers an empty page, not an error. */
export const pageWindow = (pageNo: number, pageSize: number, total: number) => ({
  offset: (pageNo - 1) * pageSize,
  totalPages: pageCount(total, pageSize),
});

/** "ab***9": enough for a player to recognise a name, not enough to log in with it. */
export const maskName = (username: string): string =>
  username.length <= 3
    ? `${username[0] ?? '*'}***`
    : `${username.slice(0, 2)}***${username.slice(-1)}`;

/** The built-in vendor whose games really play (demoVendor.ts). */
export const DEMO_VENDOR = 'DEMO';
