import type { PlatformNotice } from '@portal/contract';
import { writeMessage } from '../account/inbox.ts';
import type { Db } from '../db/database.ts';
import type { PromotionTexts } from './promotionsDb.ts';

/**
 * The answer to an activity application (promotions-rules.md kind 3), left in the member's
 * inbox in the decision's transaction: a notice (kind, application, promotion title, amount or
 * reason) that the portal words in the member's language (packages/account labels.ts), as the
 * agent contract notices are (agent/pay/contractNotices.ts). The promotion's title is the one
 * written for the member's language, else the brand's default, else any; the English title and
 * body are for any other reader of the API. A rejection tells the member too, with the reason.
 */
export type ApplicationNotice =
  | { kind: 'promotionApplicationApproved'; amount: string; currency: string }
  | { kind: 'promotionApplicationRejected'; reason: string };

/** The promotion's title for a member: its language, else the brand's default, else any. */
export const titleFor = (texts: PromotionTexts, language: string, fallback: string): string =>
  (texts[language] ?? texts[fallback] ?? Object.values(texts)[0])?.title ?? '';

/** The English wording, for readers of the API that do not word the notice themselves. */
const englishText = (title: string, notice: ApplicationNotice) =>
  notice.kind === 'promotionApplicationApproved'
    ? {
        title: `Application approved: ${title}`,
        body: `Your application for "${title}" was approved. ${notice.amount} ${notice.currency} has been credited to your wallet.`,
      }
    : {
        title: `Application declined: ${title}`,
        body: `Your application for "${title}" was declined: ${notice.reason}`,
      };

export const notifyApplication = async (
  db: Db,
  a: {
    merchantId: number;
    memberId: number;
    applicationId: number;
    /** The promotion's title in the member's language ({@link titleFor}). */
    title: string;
    at: Date;
  },
  notice: ApplicationNotice,
): Promise<void> => {
  const template: PlatformNotice = {
    kind: notice.kind,
    reference: String(a.applicationId),
    subject: a.title,
    ...(notice.kind === 'promotionApplicationApproved'
      ? { amount: notice.amount }
      : { reason: notice.reason }),
  };
  await writeMessage(db, {
    merchantId: a.merchantId,
    memberId: a.memberId,
    ...englishText(a.title, notice),
    notice: template,
    at: a.at,
    source: 'platform',
  });
};
