import styled from '@emotion/styled';

/** The cashier screens' shared parts: a form column, a failure line, a panel, figures. */

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md}px;
  max-width: 420px;
`;

export const Failure = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.sm}px ${theme.spacing.md}px`};
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

export const Notice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.onSurface};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md}px;
  padding: ${({ theme }) => theme.spacing.lg}px;
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.onSurface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg}px;
  }
`;

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.spacing.xs}px ${theme.spacing.lg}px`};
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/** A native select or radio group with its label, in the text field's type size. */
export const Choice = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs}px;
  margin: 0;
  padding: 0;
  border: none;
  legend,
  label {
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
  }
  select {
    font-size: ${({ theme }) => theme.fontSizes.md}px;
    padding: ${({ theme }) => theme.spacing.sm}px;
  }
`;
