import { callNames, calls } from '@portal/contract';
import { it } from 'vitest';
import { takesImages } from './src/http/callRoutes.ts';

it('x', () => {
  console.log(callNames.filter((n) => takesImages(calls[n].request)));
});
