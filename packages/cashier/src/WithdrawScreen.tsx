import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import { errorMessage } from '@portal/i18n';
import { Spinner } from '@portal/ui-kit';
import { useBindBankCard } from './api/bindBankCard.ts';
import { useConfirmWithdrawal, useUnconfirmedWithdrawals } from './api/confirmWithdrawal.ts';
import { useBankCards } from './api/getBankCards.ts';
import { useWithdrawalInfo } from './api/getWithdrawalInfo.ts';
import { useRequestWithdrawal } from './api/requestWithdrawal.ts';
import { useSetPaymentPassword } from './api/setPaymentPassword.ts';
import { BankCardForm } from './BankCardForm.tsx';
import { Failure, Panel } from './cashierParts.tsx';
import { PaymentPasswordForm } from './PaymentPasswordForm.tsx';
import { WithdrawalConfirmations } from './WithdrawalConfirmations.tsx';
import { WithdrawalForm } from './WithdrawalForm.tsx';

/**
 * The withdrawal screen: first the payment password and a bank card if missing, then the
 * withdrawal itself. The header balance follows a request at once.
 */
export const WithdrawScreen = () => {
  const { t, i18n } = useLingui();
  const info = useWithdrawalInfo();
  const cards = useBankCards();
  const bind = useBindBankCard();
  const setPassword = useSetPaymentPassword();
  const withdraw = useRequestWithdrawal();
  const unconfirmed = useUnconfirmedWithdrawals();
  const confirm = useConfirmWithdrawal();
  const failure = info.error ?? cards.error;
  return (
    <Panel aria-labelledby="withdraw-heading">
      <h2 id="withdraw-heading">{t`Withdraw`}</h2>
      {(info.isPending || cards.isPending) && !failure && <Spinner />}
      {failure && (
        <Failure role="alert">
          {errorMessage(i18n, isApiError(failure) ? failure : { code: 'unknown' })}
        </Failure>
      )}
      {unconfirmed.data && (
        <WithdrawalConfirmations
          list={unconfirmed.data.list}
          onConfirm={(answer) => confirm.mutateAsync(answer)}
        />
      )}
      {info.data && cards.data && (
        <>
          {!info.data.paymentPasswordSet && (
            <PaymentPasswordForm onSet={(change) => setPassword.mutateAsync(change)} />
          )}
          {info.data.paymentPasswordSet && cards.data.list.length === 0 && (
            <BankCardForm
              realName={cards.data.realName}
              onBind={(card) => bind.mutateAsync(card)}
            />
          )}
          {info.data.paymentPasswordSet && cards.data.list.length > 0 && (
            <WithdrawalForm
              info={info.data}
              cards={cards.data.list}
              onWithdraw={(request) => withdraw.mutateAsync(request)}
            />
          )}
        </>
      )}
    </Panel>
  );
};
