import type { FeatureFlag, ModuleId, WhitelabelNode } from '@portal/contract';

/**
 * Whether a module or feature flag is on in the merchant's whitelabel tree. A switch under a
 * module that is off is off too; a switch the tree does not mention is off.
 */
export const isSwitchOn = (
  tree: readonly WhitelabelNode[],
  switchName: FeatureFlag | ModuleId,
): boolean => {
  for (const node of tree) {
    if (node.enabled !== '1') continue;
    if (node.modId === switchName) return true;
    if (isSwitchOn(node.childrenNodes, switchName)) return true;
  }
  return false;
};

/** Agents and trial accounts are recognised by type, from lists the brand configures. */
export const isMemberTypeIn = (type: number | undefined, types: readonly number[]): boolean =>
  type !== undefined && types.includes(type);
