import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { MAX_NICKNAME_LENGTH } from '@portal/contract';
import { thrownMessage } from '@portal/i18n';
import { useMemberInfo, useSessionPopup } from '@portal/session';
import { Button, FormStack, FormTextField, Grid, QueryStatus, Stack } from '@portal/ui-kit';
import { FORM_ERROR } from 'final-form';
import type { ReactNode } from 'react';
import { Form as FinalForm } from 'react-final-form';
import {
  useLoginDevices,
  useMemberIcon,
  useUpdateIcon,
  useUpdateNickname,
} from './api/getProfile.ts';
import { RecordTable } from './RecordTable.tsx';

export interface ProfileScreenProps {
  /**
   * The payment password's part (the cashier's), placed by the app: a feature does not
   * import another feature.
   */
  paymentPassword?: ReactNode;
  /** The bound bank cards' part (the cashier's), placed by the app like the payment password. */
  bankCards?: ReactNode;
  /** The linked social accounts (sign-in's), placed by the app like the payment password. */
  socialAccounts?: ReactNode;
}

/**
 * Profile and security: avatar, nickname, masked contacts, password, the cashier's payment
 * password and bound cards, login history.
 */
export const ProfileScreen = ({
  paymentPassword,
  bankCards,
  socialAccounts,
}: ProfileScreenProps) => {
  const { t, i18n } = useLingui();
  const member = useMemberInfo();
  const icon = useMemberIcon();
  const updateIcon = useUpdateIcon();
  const nickname = useUpdateNickname();
  const devices = useLoginDevices();
  const { show } = useSessionPopup();
  const failure = (error: unknown) => thrownMessage(i18n, error);

  return (
    <>
      <h2>{t`Profile and security`}</h2>
      <Part aria-labelledby="profile-avatar">
        <h3 id="profile-avatar">{t`Avatar`}</h3>
        <QueryStatus loading={icon.isPending} error={icon.error} onRetry={icon.refetch} />
        <Avatars as="fieldset" direction="row" wrap gap="xs" aria-labelledby="profile-avatar">
          {icon.data?.icons.map((url, index) => (
            <label key={url}>
              <input
                type="radio"
                name="avatar"
                checked={icon.data?.icon === url}
                onChange={() => updateIcon.mutate(url)}
              />
              <img src={url} alt={t`Avatar ${index + 1}`} width={56} height={56} />
            </label>
          ))}
        </Avatars>
        {updateIcon.error && <p role="alert">{failure(updateIcon.error)}</p>}
      </Part>

      <Part aria-labelledby="profile-details">
        <h3 id="profile-details">{t`Account details`}</h3>
        <Details as="dl" columns="auto 1fr" gap="xs" columnGap="md">
          <dt>{t`Account`}</dt>
          <dd>{member?.account}</dd>
          <dt>{t`Mobile number`}</dt>
          <dd>{member?.mobile || '-'}</dd>
          <dt>{t`E-mail`}</dt>
          <dd>{member?.email || '-'}</dd>
        </Details>
        <FinalForm<{ nickname?: string }>
          initialValues={{ nickname: member?.nickname ?? '' }}
          onSubmit={async (values) => {
            try {
              await nickname.mutateAsync(values.nickname ?? '');
              return undefined;
            } catch (error) {
              return { [FORM_ERROR]: failure(error) };
            }
          }}
          render={({ handleSubmit, submitting, submitError }) => (
            <Form noValidate onSubmit={handleSubmit}>
              <FormTextField
                name="nickname"
                label={t`Nickname`}
                maxLength={MAX_NICKNAME_LENGTH}
                validate={(value) => (value?.trim() ? undefined : t`Input cannot be empty.`)}
              />
              {submitError && <p role="alert">{String(submitError)}</p>}
              <Button type="submit" loading={submitting}>
                {t`Save nickname`}
              </Button>
            </Form>
          )}
        />
        <Button
          variant="secondary"
          onClick={() => show({ name: 'changePassword', username: member?.account ?? '' })}
        >
          {t`Change password`}
        </Button>
      </Part>

      {paymentPassword}
      {bankCards}
      {socialAccounts}

      <Part aria-labelledby="profile-devices">
        <h3 id="profile-devices">{t`Login history`}</h3>
        <QueryStatus
          loading={devices.isPending}
          error={devices.error}
          onRetry={devices.refetch}
          empty={devices.data?.list.length === 0 && t`No records for this period.`}
        />
        {devices.data && devices.data.list.length > 0 && (
          <RecordTable
            label={t`Login history`}
            columns={[
              { header: t`Device`, cell: (device) => device.device },
              { header: t`Address`, cell: (device) => device.lastAddress },
              {
                header: t`Last sign-in`,
                cell: (device) =>
                  i18n.date(device.lastSeenAt, { dateStyle: 'short', timeStyle: 'short' }),
              },
            ]}
            rows={devices.data.list}
            rowKey={(device) => device.device}
          />
        )}
      </Part>
    </>
  );
};

const Part = styled.section`
  margin-bottom: ${({ theme }) => theme.spacing.lg}px;
`;

const Avatars = styled(Stack)`
  margin: 0;
  padding: 0;
  border: none;
  & label {
    position: relative;
    cursor: pointer;
  }
  & input {
    position: absolute;
    opacity: 0;
  }
  & img {
    padding: 2px;
    border: 2px solid transparent;
  }
  & input:checked + img {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  & input:focus-visible + img {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }
  & img {
    display: block;
    border-radius: ${({ theme }) => theme.radii.round}px;
  }
`;

const Details = styled(Grid)`
  & dd {
    margin: 0;
  }
`;

const Form = styled(FormStack)`
  max-width: 420px;
  margin: ${({ theme }) => theme.spacing.sm}px 0;
`;
