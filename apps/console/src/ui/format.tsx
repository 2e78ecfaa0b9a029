import styled from '@emotion/styled';
import type { I18n } from '@lingui/core';
import { formatMoney, parseMoney } from '@portal/contract';

/** A server time stamp in the reader's locale, to the second. */
export const formatTime = (i18n: I18n, iso: string): string =>
  new Date(iso).toLocaleString(i18n.locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

/**
 * An amount as staff read it: grouped in the reader's locale, in the currency's places ("500,000
 * VND", "1,234.50 CNY"). The server sends the wire's decimal text; text it cannot read as an
 * amount of that currency is shown as it came rather than hidden.
 */
export const formatAmount = (i18n: I18n, amount: string, currency: string): string => {
  const parsed = parseMoney(amount, currency, { signed: true });
  return `${parsed.ok ? formatMoney(parsed.minor, currency, i18n.locale) : amount} ${currency}`;
};

/** A before/after value of the audit log, as compact JSON; nothing for none. */
export const JsonValue = ({ value }: { value: unknown }) =>
  value === null || value === undefined ? null : <Json>{JSON.stringify(value)}</Json>;

const Json = styled.code`
  display: block;
  max-width: 360px;
  white-space: pre-wrap;
  word-break: break-word;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
`;
