export { ApiError, isApiError } from './apiError.ts';
export type { ApiClient, ApiClientOptions, FeedHandlers } from './client.ts';
export { createApiClient } from './client.ts';
export type { CallValidator } from './contractValidator.ts';
export { contractValidator } from './contractValidator.ts';
export type { StaffClient, StaffClientOptions } from './staffClient.ts';
export { createStaffClient } from './staffClient.ts';
