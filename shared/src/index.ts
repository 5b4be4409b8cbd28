/**
 * @freelane/shared — browser entry. Shared as a Module Federation singleton so the
 * store, API client and socket are one instance across the shell and every remote.
 */
export * from './contracts';
export * from './api/http-client';
export * from './api/base-api';
export * from './api/error-message';
export * from './auth/auth-slice';
export * from './auth/access';
export * from './auth/use-current-user';
export * from './presence/presence-slice';
export * from './store/create-store';
export * from './store/hooks';
export * from './features/current-user/api/get-profile';
export * from './features/notifications/api/get-unread-notifications';
export * from './features/messages/api/get-unread-messages';
export * from './features/public-config/api/get-public-config';
export * from './features/public-config/hooks/use-format-money';
export * from './features/job-drafts/api/get-job-drafts';
export * from './features/talent/api/get-suggested-freelancers';
export * from './features/talent/api/add-contact';
export * from './features/talent/hooks/use-connect';
export * from './features/reviews/api/review-tags';
export * from './features/reviews/api/get-job-reviews';
export * from './features/reviews/api/get-pending-reviews';
export * from './features/reviews/api/get-user-reviews';
export * from './features/reviews/api/submit-review';
export * from './features/reviews/api/reply-review';
export * from './features/reviews/hooks/use-awaits-my-review';
export * from './features/reviews/lib/rating-text';
export * from './features/screening/api/get-job-screening';
export * from './features/screening/components/screening-verdict';
// Explicit: the component and the contract's type share the name RatingSummary (both meanings live in this module).
export { RatingSummary } from './features/reviews/components/rating-summary';
export * from './features/reviews/components/star-figure';
export * from './features/reviews/components/review-card';
export * from './features/reviews/components/user-reviews-drawer';
export * from './features/reviews/components/user-reviews-link';
export * from './socket/socket-context';
export * from './socket/use-socket';
export * from './socket/socket-provider';
export * from './ui/antd-provider';
export * from './ui/zod-rule';
export * from './ui/error-state';
export * from './ui/loading-state';
export * from './ui/paged-list';
export * from './ui/page-container';
export * from './ui/link-button';
export * from './ui/search-form';
export * from './ui/upload-trigger';
export * from './ui/money';
export * from './ui/use-section-link';
