/**
 * @freelane/shared — browser entry. Shared as a Module Federation singleton so the
 * store, API client and socket are one instance across the shell and every remote.
 */
export * from './contracts';
export * from './api/http-client';
export * from './api/base-api';
export * from './api/error-message';
export * from './auth/auth-slice';
export * from './store/create-store';
export * from './store/hooks';
