import { ERRORS } from '../../contract/src/errors.ts'; export const y = ERRORS;
