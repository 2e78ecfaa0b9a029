import type { HandlerMap } from '../http/context.ts';
import { renderCaptcha } from './captchaImage.ts';
import { captchaSubject, rememberCaptcha } from './captchas.ts';

/** The image captcha a login needs after a few failures. */
export const captchaHandlers = {
  captcha: async (input, ctx) => {
    const { db, clock, captchaText } = ctx.services;
    const answer = captchaText();
    await rememberCaptcha(
      db,
      ctx.merchant.id,
      captchaSubject(input.loginDeviceId, ctx.ip),
      ctx.ip,
      answer,
      clock(),
    );
    return renderCaptcha(answer).toString('base64');
  },
} satisfies HandlerMap;
