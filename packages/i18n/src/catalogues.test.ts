import { setupI18n } from '@lingui/core';
import { LANGUAGES, PORTAL_ERROR_CODES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { errorMessage, thrownMessage } from './errorMessage.ts';
import { loadLanguage } from './loadLanguage.ts';

describe('loadLanguage', () => {
  it('activates the requested language with its own translations', async () => {
    const i18n = setupI18n();
    await loadLanguage('JA', i18n);
    expect(i18n.locale).toBe('ja');
    expect(errorMessage(i18n, { code: 'login.password.wrong' })).toBe(
      'アカウントまたはパスワードが間違っています。',
    );
  });

  it('has a translation of every error code the portal shows in every language', async () => {
    for (const language of LANGUAGES) {
      const i18n = setupI18n();
      await loadLanguage(language, i18n);
      for (const code of PORTAL_ERROR_CODES) {
        expect(Object.hasOwn(i18n.messages, `error.${code}`), `${language} error.${code}`).toBe(
          true,
        );
      }
    }
    // Eighteen catalogues parsed one after another: seconds on a loaded machine.
  }, 60_000);
});

describe('errorMessage', () => {
  it('translates a catalogue code and ignores the English server text', async () => {
    const i18n = setupI18n();
    await loadLanguage('CN', i18n);
    expect(
      errorMessage(i18n, { code: 'wallet.insufficient.funds', message: 'Insufficient balance.' }),
    ).toBe('余额不足。');
  });

  it("keeps the server's own message for a code the catalogue does not know", async () => {
    const i18n = setupI18n();
    await loadLanguage('EN', i18n);
    expect(errorMessage(i18n, { code: 'vendor.custom', message: 'Vendor says no' })).toBe(
      'Vendor says no',
    );
    expect(errorMessage(i18n, { code: 'vendor.custom' })).toBe('Unknown error');
  });
});

describe('thrownMessage', () => {
  it('reads a coded failure as errorMessage does and anything else as unknown', async () => {
    const i18n = setupI18n();
    await loadLanguage('CN', i18n);
    const coded = Object.assign(new Error('Insufficient balance.'), {
      code: 'wallet.insufficient.funds',
    });
    expect(thrownMessage(i18n, coded)).toBe('余额不足。');
    const unknown = errorMessage(i18n, { code: 'unknown' });
    expect(unknown).not.toBe('');
    // A platform error's own code, a bug and a thrown string never show their raw text.
    expect(
      thrownMessage(i18n, Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })),
    ).toBe(unknown);
    expect(thrownMessage(i18n, new TypeError('x is undefined'))).toBe(unknown);
    expect(thrownMessage(i18n, 'boom')).toBe(unknown);
    expect(thrownMessage(i18n, null)).toBe(unknown);
  });
});
