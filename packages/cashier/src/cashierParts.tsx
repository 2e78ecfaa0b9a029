import styled from '@emotion/styled';
import { FormStack, Grid, Stack, Surface } from '@portal/ui-kit';
import type { ComponentProps } from 'react';

/**
 * The cashier screens' shared parts: a form column, a failure line, a panel, figures. The laid
 * out ones are ui-kit's Stack, Grid and Surface with the cashier's spacing given once here, so
 * the screens keep writing `<Form>` and `<Panel>`.
 */

export const Form = (props: ComponentProps<typeof FormColumn>) => (
  <FormColumn gap="md" {...props} />
);

const FormColumn = styled(FormStack)`
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

export const Panel = (props: ComponentProps<typeof PanelSurface>) => (
  <PanelSurface gap="md" pad="lg" {...props} />
);

const PanelSurface = styled(Surface)`
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg}px;
  }
`;

export const Figures = (props: ComponentProps<typeof FigureList>) => (
  <FigureList as="dl" columns="auto 1fr" gap="xs" columnGap="lg" {...props} />
);

const FigureList = styled(Grid)`
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/** A native select or radio group with its label, in the text field's type size. */
export const Choice = (props: ComponentProps<typeof ChoiceGroup>) => (
  <ChoiceGroup as="fieldset" gap="xs" {...props} />
);

const ChoiceGroup = styled(Stack)`
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
