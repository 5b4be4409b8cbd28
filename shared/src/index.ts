/**
 * @freelane/shared — the browser's one instance of what must exist once: the store, the RTK Query
 * base api and the endpoints more than one area uses, the signed-in user, presence and the socket.
 * Shared as a Module Federation singleton, so it stays small and free of antd and zod. Its light
 * part (session, guards' selectors, contexts) is `@freelane/shared/session`, a singleton of its
 * own that a visitor's first screen loads without the store stack; it is re-exported here whole.
 * Contracts (`@freelane/shared/contracts`) and the antd-based UI pieces (`@freelane/shared/ui`)
 * are plain code each app bundles what it uses of.
 */
import { publicConfigApi } from './features/public-config/api/get-public-config';
import { provideFullStore, providePublicConfigRequest } from './session';
import { createAppStore } from './store/create-store';

export * from './session';
export * from './api/http-client';
export * from './api/data-ahead';
export * from './api/error-message';
export * from './api/item-query-state';
export * from './api/base-api';
export * from './api/endpoint-query';
export * from './api/upload-request';
export * from './profile/completeness';
export * from './presence/presence-slice';
export * from './store/create-store';
export * from './features/current-user/api/get-profile';
export * from './features/notifications/api/get-unread-notifications';
export * from './features/messages/api/get-unread-messages';
export * from './features/public-config/api/get-public-config';
export * from './features/job-drafts/api/get-job-drafts';
export * from './features/talent/api/get-suggested-freelancers';
export * from './features/talent/api/add-contact';
export * from './features/reviews/api/review-tags';
export * from './features/reviews/api/get-job-reviews';
export * from './features/reviews/api/get-pending-reviews';
export * from './features/reviews/api/get-user-reviews';
export * from './features/reviews/api/submit-review';
export * from './features/reviews/api/reply-review';
export * from './features/reviews/hooks/use-awaits-my-review';
export * from './features/reviews/lib/rating-text';
export * from './features/screening/api/get-job-screening';
export * from './features/blog/api/get-all-blog';
export * from './socket/socket-provider';

// The store stack is here: a page's light store (createDeferredStore) hands over to a real one.
provideFullStore(createAppStore);
providePublicConfigRequest(
  (store) => store.dispatch(publicConfigApi.endpoints.getPublicConfig.initiate()) as { unsubscribe(): void },
);
