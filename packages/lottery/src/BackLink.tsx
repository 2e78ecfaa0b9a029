import { useLingui } from '@lingui/react/macro';

/**
 * The lobby launch's way back (platform-spec: "back url"): a plain link, since the url may be
 * another page of the brand's own domains. The caller passes a url already checked with
 * `safeBackUrl`, never the raw query string.
 */
export const BackLink = ({ href }: { href: string }) => {
  const { t } = useLingui();
  return (
    <p>
      <a href={href}>{t`Back`}</a>
    </p>
  );
};
