import { LANGUAGES, MEMBER_MESSAGE_KEYS, MEMBER_MESSAGES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { memberMessage } from './memberMessages.ts';

const values = {
  brand: 'Lucky88',
  code: '123456',
  minutes: 5,
  username: 'neo',
  link: 'https://lucky88.test/reset#t',
  app: 'Zalo',
};

describe('member messages', () => {
  it('word every message in every language with every value it names', async () => {
    for (const language of LANGUAGES) {
      for (const key of MEMBER_MESSAGE_KEYS) {
        const text = await memberMessage(language, key, values);
        expect(text, `${language} ${key}`).not.toMatch(/[{}]/);
        for (const [name, value] of Object.entries(values)) {
          if (MEMBER_MESSAGES[key].includes(`{${name}}`)) {
            expect(text, `${language} ${key} ${name}`).toContain(String(value));
          }
        }
        if (language !== 'EN') {
          expect(text, `${language} ${key}`).not.toBe(await memberMessage('EN', key, values));
        }
      }
    }
  });

  it('are the English source in English', async () => {
    expect(await memberMessage('EN', 'verificationCodeBody', values)).toBe(
      'Lucky88: your verification code is 123456. It expires in 5 minutes.',
    );
    expect(await memberMessage('VI', 'verificationCodeBody', values)).toBe(
      'Lucky88: mã xác minh của bạn là 123456. Mã hết hạn sau 5 phút.',
    );
  });
});
