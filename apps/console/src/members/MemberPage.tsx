import { useLingui } from '@lingui/react/macro';
import { Spinner } from '@portal/ui-kit';
import { useParams } from 'react-router-dom';
import { errorText } from '../i18n/consoleI18n.ts';
import { useStaffSession } from '../session/queries.ts';
import { MemberView } from './MemberView.tsx';
import { useMemberDetail } from './queries.ts';

/** The member page of the route `/members/:memberId`. */
export const MemberPage = () => {
  const { t, i18n } = useLingui();
  const memberId = Number(useParams().memberId);
  const detail = useMemberDetail(memberId);
  const session = useStaffSession();
  if (detail.error) return <p role="alert">{errorText(i18n, detail.error)}</p>;
  if (!detail.data || !session.data) return <Spinner label={t`Loading`} />;
  return <MemberView detail={detail.data} staff={session.data.staff} />;
};
