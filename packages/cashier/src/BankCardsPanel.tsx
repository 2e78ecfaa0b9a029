import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { ListStack, QueryFailure, Spinner, Stack } from '@portal/ui-kit';
import { useBindBankCard } from './api/bindBankCard.ts';
import { useBankCards } from './api/getBankCards.ts';
import { BankCardForm } from './BankCardForm.tsx';
import { Notice } from './cashierParts.tsx';

/**
 * The bound bank cards in profile and security: each card's bank, masked number and payee,
 * and the form to bind another (its payee held to the member's real name by the server).
 */
export const BankCardsPanel = () => {
  const { t } = useLingui();
  const cards = useBankCards();
  const bind = useBindBankCard();
  return (
    <Section as="section" gap="md" aria-labelledby="bank-cards-heading">
      <h3 id="bank-cards-heading">{t`Bound bank cards`}</h3>
      {cards.isPending && <Spinner />}
      {cards.error && <QueryFailure error={cards.error} onRetry={cards.refetch} />}
      {cards.data && cards.data.list.length === 0 && (
        <Notice>{t`No bank card is bound yet.`}</Notice>
      )}
      {cards.data && cards.data.list.length > 0 && (
        <Cards gap="xs" aria-labelledby="bank-cards-heading">
          {cards.data.list.map((card) => (
            <Stack as="li" key={card.cardId} direction="row" wrap>
              <strong>{card.bankName}</strong> <span>{card.accountMasked}</span>{' '}
              <span>{card.payee}</span>
            </Stack>
          ))}
        </Cards>
      )}
      {cards.data && (
        <BankCardForm realName={cards.data.realName} onBind={(card) => bind.mutateAsync(card)} />
      )}
    </Section>
  );
};

const Section = styled(Stack)`
  margin-bottom: ${({ theme }) => theme.spacing.lg}px;
`;

const Cards = styled(ListStack)`
  li {
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
  }
`;
