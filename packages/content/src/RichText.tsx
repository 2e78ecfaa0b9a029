import styled from '@emotion/styled';
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitizeHtml.ts';

/** Back-office rich text, sanitised in the browser before it is shown. */
export const RichText = ({ html, id }: { html: string; id?: string }) => {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // The HTML was just sanitised by DOMPurify: this is the one place content HTML is set.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify above.
  return <Body id={id} dangerouslySetInnerHTML={{ __html: clean }} />;
};

const Body = styled.div`
  line-height: 1.5;
  overflow-wrap: anywhere;
  img {
    max-width: 100%;
    height: auto;
  }
`;
