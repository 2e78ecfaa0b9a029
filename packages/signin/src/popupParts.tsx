import styled from '@emotion/styled';
import { FormStack } from '@portal/ui-kit';
import type { ComponentProps } from 'react';

/** A text link that switches popups (to register, to forgot password). */
export const LinkButton = styled.button`
  padding: 0;
  border: none;
  background: none;
  /* The text colour of the surface always reaches AA contrast; the brand colour may not. */
  color: ${({ theme }) => theme.colors.onSurface};
  text-decoration: underline;
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

/** The popups' form column: ui-kit's FormStack at the popups' spacing. */
export const Form = (props: ComponentProps<typeof FormStack>) => <FormStack gap="md" {...props} />;

export const Failure = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.sm}px ${theme.spacing.md}px`};
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;
