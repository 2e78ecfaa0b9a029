import { CatalogueError } from '../catalogueError.ts';
import type { HandlerMap } from '../http/context.ts';
import { consumeCode, rationSend } from '../session/codes.ts';
import { messageLanguage, wordMessage } from '../session/memberTexts.ts';
import { verifyPassword } from '../session/passwords.ts';
import {
  codeDeps,
  findMemberByMobile,
  findMemberByUsername,
  requireRealMember,
} from '../session/signIn.ts';
import { checkMobile } from '../session/smsCodes.ts';
import { isSwitchOn } from '../system/merchants.ts';
import { checkNewPassword, setPassword } from './members.ts';
import { issueResetToken, portalOrigin, resetLinkUrl } from './resetLinks.ts';

/** Changing a password, and the two ways back in without it (e-mail, phone). */
export const passwordHandlers = {
  changePassword: async (input, ctx) => {
    const session = ctx.session;
    const member = await requireRealMember(ctx.services.db, ctx.merchant, session.memberId);
    if (input.newPassword !== input.confirmNewPassword) {
      throw new CatalogueError('password.mismatch');
    }
    checkNewPassword(ctx.merchant, input.newPassword);
    if (!(await verifyPassword(input.oldPassword, member.password_hash))) {
      throw new CatalogueError('password.old.wrong');
    }
    await setPassword(ctx.services, member.id, input.newPassword, session.id);
    return { passwordChanged: true };
  },

  forgotPasswordByEmail: async (input, ctx) => {
    const { db, clock } = ctx.services;
    const member = await findMemberByUsername(db, ctx.merchant.id, input.username.trim());
    if (
      !member ||
      member.email === '' ||
      member.email.toLowerCase() !== input.email.trim().toLowerCase()
    ) {
      // The specs' own answer (platform-spec section 8), though it tells a name exists.
      throw new CatalogueError('login.username.not.exist');
    }
    const now = clock();
    const deps = codeDeps(ctx.services);
    // Rationed before the link is made: a refused request must not supersede the last link.
    const recipient = member.email;
    await rationSend(
      deps,
      { merchantId: ctx.merchant.id, channel: 'email', recipient, requesterIp: ctx.ip },
      now,
      'too.many.requests',
    );
    const { token } = await db.transaction().execute((trx) =>
      issueResetToken(trx, {
        merchantId: ctx.merchant.id,
        memberId: member.id,
        staffId: null,
        now,
      }),
    );
    const link = resetLinkUrl(
      portalOrigin(ctx.merchant.brand.domains, ctx.host, ctx.services.production),
      token,
    );
    const text = await wordMessage(
      messageLanguage({ ...ctx, memberLanguage: member.language }),
      { subject: 'passwordResetSubject', body: 'passwordResetBody' },
      { brand: ctx.merchant.brand.name, username: member.username, link },
    );
    await deps.messages.send(
      {
        merchantId: ctx.merchant.id,
        channel: 'email',
        recipient,
        ...text,
        code: link,
      },
      now,
    );
    return { sent: true };
  },

  resetPasswordByPhone: async (input, ctx) => {
    if (!isSwitchOn(ctx.merchant, 'CHNGPASSVERIF3')) {
      throw new CatalogueError('operation-not-allowed');
    }
    const mobile = checkMobile(ctx.merchant, input.mobileNum, input.countryDialingCode);
    checkNewPassword(ctx.merchant, input.newPassword);
    const now = ctx.services.clock();
    await consumeCode(
      codeDeps(ctx.services),
      ctx.merchant.id,
      'login',
      mobile,
      input.verificationCode,
      now,
    );
    const member = await findMemberByMobile(ctx.services.db, ctx.merchant.id, mobile);
    // Codes only go to registered numbers; this guards a member deleted in between.
    if (!member) throw new CatalogueError('invalid-verification-code');
    await setPassword(ctx.services, member.id, input.newPassword, null);
    return { passwordChanged: true };
  },
} satisfies HandlerMap;
