import { createApiClient } from '@portal/api-client'; export const x = createApiClient;
