import type { WhitelabelNode } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { isMemberTypeIn, isSwitchOn } from './features.ts';

const node = (modId: string, on: boolean, children: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled: on ? '1' : '0',
  childrenNodes: children,
});

describe('isSwitchOn', () => {
  const tree = [
    node('COMM3', true, [node('DIRECTREG3', true), node('FREEPLAY3', false)]),
    node('REG3', false, [node('USERNAMEREG3', true)]),
  ];

  it('finds a flag that is on anywhere in the tree', () => {
    expect(isSwitchOn(tree, 'COMM3')).toBe(true);
    expect(isSwitchOn(tree, 'DIRECTREG3')).toBe(true);
  });

  it('treats a flag that is off as off', () => {
    expect(isSwitchOn(tree, 'FREEPLAY3')).toBe(false);
  });

  it('treats a flag under a module that is off as off', () => {
    expect(isSwitchOn(tree, 'USERNAMEREG3')).toBe(false);
  });

  it('treats a flag the tree does not mention as off', () => {
    expect(isSwitchOn(tree, 'REFERRAL3')).toBe(false);
    expect(isSwitchOn([], 'DIRECTREG3')).toBe(false);
  });
});

describe('isMemberTypeIn', () => {
  it('recognises agents and trial accounts by the configured types', () => {
    expect(isMemberTypeIn(41, [1, 2, 41, 42])).toBe(true);
    expect(isMemberTypeIn(0, [1, 2, 41, 42])).toBe(false);
    expect(isMemberTypeIn(undefined, [4])).toBe(false);
  });
});
