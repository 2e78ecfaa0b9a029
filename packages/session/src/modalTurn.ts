import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';

/*
 * One modal dialog at a time (issue 27; the specs do not say how popups meet, so this is
 * designed here). Each popup that opens by itself or on a person's request claims a turn while
 * it wants to be on screen; the first claim in line is shown, the others wait and show when it
 * is done. What a person asked for (the login, the register success, a contract offer, the
 * reality check) goes before what the site brings up on its own (announcements), so an
 * announcement never opens over the dialog a person is using; within each kind, first come,
 * first shown.
 */

export type TurnKind = 'asked' | 'announcement';

export interface Claim {
  id: string;
  kind: TurnKind;
  seq: number;
}

const claimsAtom = atom<readonly Claim[]>([]);
let nextSeq = 0;

const inLine = (a: Claim, b: Claim) =>
  a.kind === b.kind ? a.seq - b.seq : a.kind === 'asked' ? -1 : 1;

/** The line with `claim` in its place (a popup already in line keeps its place). */
export const joinLine = (line: readonly Claim[], claim: Claim): readonly Claim[] =>
  line.some((c) => c.id === claim.id) ? line : [...line, claim].sort(inLine);

/** The line without the popup `id`. */
export const leaveLine = (line: readonly Claim[], id: string): readonly Claim[] =>
  line.filter((c) => c.id !== id);

/**
 * Whether the popup `id` may be open now: true while it `wants` to be and is first in line.
 * A popup that stops wanting (closed, or unmounted) leaves the line, and the next one shows.
 */
export const useModalTurn = (id: string, wants: boolean, kind: TurnKind = 'asked'): boolean => {
  const claims = useAtomValue(claimsAtom);
  const setClaims = useSetAtom(claimsAtom);
  useEffect(() => {
    if (!wants) return;
    nextSeq += 1;
    const claim: Claim = { id, kind, seq: nextSeq };
    // The same joinLine and leaveLine the unit tests order, so the tests hold the hook's order.
    setClaims((line) => joinLine(line, claim));
    return () => setClaims((line) => leaveLine(line, id));
  }, [id, wants, kind, setClaims]);
  return wants && claims[0]?.id === id;
};
