import { describe, expect, it } from 'vitest';
import { type Claim, joinLine, leaveLine } from './modalTurn.ts';

const ids = (line: readonly Claim[]) => line.map((c) => c.id);

describe('the line of modal dialogs', () => {
  it('puts what a person asked for before announcements, first come first shown within a kind', () => {
    let line: readonly Claim[] = [];
    line = joinLine(line, { id: 'announcements', kind: 'announcement', seq: 1 });
    line = joinLine(line, { id: 'session', kind: 'asked', seq: 2 });
    line = joinLine(line, { id: 'realityCheck', kind: 'asked', seq: 3 });
    expect(ids(line)).toEqual(['session', 'realityCheck', 'announcements']);
  });

  it('keeps a popup already in line in its place when it claims again', () => {
    let line: readonly Claim[] = [];
    line = joinLine(line, { id: 'session', kind: 'asked', seq: 1 });
    line = joinLine(line, { id: 'contract', kind: 'asked', seq: 2 });
    line = joinLine(line, { id: 'session', kind: 'asked', seq: 3 });
    expect(ids(line)).toEqual(['session', 'contract']);
  });

  it('shows the next one when the first leaves', () => {
    let line: readonly Claim[] = [];
    line = joinLine(line, { id: 'session', kind: 'asked', seq: 1 });
    line = joinLine(line, { id: 'announcements', kind: 'announcement', seq: 2 });
    line = leaveLine(line, 'session');
    expect(ids(line)).toEqual(['announcements']);
    expect(leaveLine(line, 'announcements')).toEqual([]);
  });
});
