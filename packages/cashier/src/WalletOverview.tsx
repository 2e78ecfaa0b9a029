import { useLingui } from '@lingui/react/macro';
import type { Balance, MerchantWallet } from '@portal/contract';
import { thrownMessage } from '@portal/i18n';
import { useBrandConfig, useMoney } from '@portal/session';
import { Button, FormField, FormTextField, submitFailure } from '@portal/ui-kit';
import { Fragment, type ReactNode, useState } from 'react';
import { Form as FinalForm } from 'react-final-form';
import { amountProblem } from './amounts.ts';
import type { WalletTransferRequest } from './api/transferBetweenWallets.ts';
import { Choice, Failure, Figures, Form, Panel } from './cashierParts.tsx';

export interface WalletOverviewProps {
  balance: Balance;
  wallet: MerchantWallet;
  onTransfer: (request: WalletTransferRequest) => Promise<unknown>;
  onRecall: () => Promise<unknown>;
  /** The automatic-transfer setting, shown in multi-wallet brands below the transfers. */
  autoTransfer?: ReactNode;
}

interface Values {
  from?: string;
  to?: string;
  amount?: string;
}

/** The member's wallets; in multi-wallet brands, transfers between them and "recall all". */
export const WalletOverview = ({
  balance,
  wallet,
  onTransfer,
  onRecall,
  autoTransfer,
}: WalletOverviewProps) => {
  const { t, i18n } = useLingui();
  const { currency } = useBrandConfig();
  const money = useMoney();
  const [recallFailure, setRecallFailure] = useState<string | null>(null);
  const [recalling, setRecalling] = useState(false);
  const wallets = wallet.wallets ?? [];
  const nameOf = (id: number) =>
    id === 1 ? t`Main wallet` : (wallets.find((w) => w.accountTypeId === id)?.name ?? String(id));
  const multi = wallet.isSingle === 0;
  return (
    <Panel aria-labelledby="wallet-heading">
      <h2 id="wallet-heading">{t`My wallet`}</h2>
      <Figures>
        <dt>{t`Total`}</dt>
        <dd>
          {balance.currencySymbol} {money(balance.sumBalance)}
        </dd>
        {balance.balance.map((b) => (
          <Fragment key={b.accountTypeId}>
            <dt>{nameOf(b.accountTypeId)}</dt>
            <dd>
              {balance.currencySymbol} {money(b.availBalance)}
            </dd>
          </Fragment>
        ))}
      </Figures>
      {multi && (
        <>
          <FinalForm<Values>
            initialValues={{
              from: '1',
              to: String(wallets.find((w) => w.accountTypeId !== 1)?.accountTypeId ?? ''),
            }}
            onSubmit={async (values) => {
              try {
                await onTransfer({
                  fromAccountTypeId: Number(values.from),
                  toAccountTypeId: Number(values.to),
                  amount: values.amount ?? '',
                });
                return undefined;
              } catch (error) {
                return submitFailure(i18n, error);
              }
            }}
            render={({ handleSubmit, submitting, submitError }) => (
              <Form method="post" noValidate onSubmit={handleSubmit} aria-label={t`Transfer`}>
                {(['from', 'to'] as const).map((side) => (
                  <FormField key={side} name={side}>
                    {({ input }) => (
                      <Choice>
                        <label htmlFor={`wallet-${side}`}>
                          {side === 'from' ? t`From` : t`To`}
                        </label>
                        <select id={`wallet-${side}`} {...input}>
                          {wallets.map((w) => (
                            <option key={w.accountTypeId} value={w.accountTypeId}>
                              {nameOf(w.accountTypeId)}
                            </option>
                          ))}
                        </select>
                      </Choice>
                    )}
                  </FormField>
                ))}
                <FormTextField
                  name="amount"
                  label={t`Amount`}
                  inputMode="decimal"
                  autoComplete="off"
                  validate={(value) =>
                    amountProblem(value, currency)
                      ? t`Enter a valid amount in ${currency}.`
                      : undefined
                  }
                />
                {submitError && <Failure role="alert">{submitError}</Failure>}
                <Button type="submit" loading={submitting}>
                  {t`Transfer`}
                </Button>
              </Form>
            )}
          />
          {recallFailure && <Failure role="alert">{recallFailure}</Failure>}
          <Button
            type="button"
            variant="secondary"
            loading={recalling}
            onClick={async () => {
              setRecalling(true);
              setRecallFailure(null);
              try {
                await onRecall();
              } catch (error) {
                setRecallFailure(thrownMessage(i18n, error));
              } finally {
                setRecalling(false);
              }
            }}
          >
            {t`Recall all to the main wallet`}
          </Button>
          {autoTransfer}
        </>
      )}
    </Panel>
  );
};
