import styled from '@emotion/styled';
import type { I18n } from '@lingui/core';

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
