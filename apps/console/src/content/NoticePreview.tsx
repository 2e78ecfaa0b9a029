import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';

/**
 * A notice as the portal's notice window shows it: the title as text, the sanitised rich text
 * as HTML. Only ever given what the server answered (its preview or a stored announcement),
 * never the editor's raw text.
 */
export const NoticePreview = ({
  title,
  html,
  language,
}: {
  title: string;
  html: string;
  language: string | null;
}) => {
  const { t } = useLingui();
  return (
    <Frame aria-label={t`Preview`} lang={language ? language.toLowerCase() : undefined}>
      <h2>{title}</h2>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: HTML the server sanitised (DOMPurify), as the portal shows it */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Frame>
  );
};

const Frame = styled.section`
  max-width: 480px;
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.onSurface};
  box-shadow: 0 4px 24px rgb(0 0 0 / 18%);
  padding: ${({ theme }) => theme.spacing.lg}px;
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm}px;
    font-size: ${({ theme }) => theme.fontSizes.lg}px;
  }
  img {
    max-width: 100%;
  }
`;
