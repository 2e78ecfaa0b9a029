import styled from '@emotion/styled';
import { Spinner } from '@portal/ui-kit';
import { Suspense, use, useMemo } from 'react';

type Sanitizer = typeof import('./sanitizeHtml.ts');

/** DOMPurify is only needed once rich text is on screen: its own chunk, fetched once. */
let sanitizer: Promise<Sanitizer> | undefined;
const loadSanitizer = (): Promise<Sanitizer> => {
  sanitizer ??= import('./sanitizeHtml.ts');
  return sanitizer;
};

const Sanitised = ({ html, id }: { html: string; id?: string | undefined }) => {
  const { sanitizeHtml } = use(loadSanitizer());
  const clean = useMemo(() => sanitizeHtml(html), [sanitizeHtml, html]);
  // The HTML was just sanitised by DOMPurify: this is the one place content HTML is set.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify above.
  return <Body id={id} dangerouslySetInnerHTML={{ __html: clean }} />;
};

/**
 * Back-office rich text, sanitised in the browser before it is shown. Nothing is shown
 * unsanitised: until the sanitiser has loaded (the first time only) a spinner stands in.
 */
export const RichText = ({ html, id }: { html: string; id?: string }) => (
  <Suspense fallback={<Spinner />}>
    <Sanitised html={html} id={id} />
  </Suspense>
);

const Body = styled.div`
  line-height: 1.5;
  overflow-wrap: anywhere;
  img {
    max-width: 100%;
    height: auto;
  }
`;
