import { type FeatureFlag, MODULE_IDS, type ModuleId, type WhitelabelNode } from '@portal/contract';
import { isSwitchOn, type Merchant } from './merchants.ts';

/**
 * The module each feature flag hangs under in the whitelabel tree. Flags that are modules
 * themselves (FREEPLAY3, AGENTPOLICY3) appear once, as the module. Typed over every flag, so
 * a flag added to the contract fails the type check until it is placed here.
 */
const FLAG_PARENT: Record<Exclude<FeatureFlag, ModuleId>, ModuleId> = {
  USERNAMEREG3: 'REG3',
  MOBILENUMREG3: 'REG3',
  MOBILENUMPASSREG3: 'REG3',
  REGMOBVERF3: 'REG3',
  DIRECTREG3: 'REG3',
  REFERRAL3: 'REG3',
  MOBILEVERCODELOGIN3: 'COMM3',
  CHNGPASSVERIF3: 'COMM3',
  PWDEXPFORCECHANGE3: 'COMM3',
  COUNTRYCODE3: 'COMM3',
};

const flag = (on: boolean): '1' | '0' => (on ? '1' : '0');

/**
 * The merchant's whitelabel tree. A flag under a switched-off module reads as off: clients
 * look flags up anywhere in the tree and must not offer a feature whose calls are refused.
 */
export const whitelabelTree = (merchant: Merchant): WhitelabelNode[] =>
  MODULE_IDS.map((modId) => {
    const moduleOn = isSwitchOn(merchant, modId);
    const childrenNodes = Object.entries(FLAG_PARENT)
      .filter(([, parent]) => parent === modId)
      .map(([flagId]) => ({
        modId: flagId,
        enabled: flag(moduleOn && isSwitchOn(merchant, flagId)),
        childrenNodes: [],
      }));
    return { modId, enabled: flag(moduleOn), childrenNodes };
  });
