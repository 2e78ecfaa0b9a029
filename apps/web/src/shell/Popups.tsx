import { SessionPopups } from '@portal/session';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** The popups any screen can open, rendered once. */
export const Popups = () => {
  const navigate = useNavigate();
  // Read once at start: /register?affiliateCode=... redirects home and drops the query.
  const [query] = useState(() => new URLSearchParams(window.location.search));
  return (
    <SessionPopups
      navigate={navigate}
      // Deposit lives in the member centre until its own page exists.
      onDeposit={() => navigate('/member')}
      affiliateCode={query.get('affiliateCode') ?? query.get('code') ?? undefined}
      referralCode={query.get('referralCode') ?? undefined}
    />
  );
};
