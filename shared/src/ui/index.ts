/**
 * @freelane/shared/ui — the pieces every area renders the same way: the antd theme, plain controls
 * drawn like antd's without it (`plain/`, for first screens), page frames, list and form helpers,
 * review and screening components. Not a shared singleton: each
 * app bundles the pieces it uses (they hold no state of their own), so a page loads only the antd
 * components it renders. What must exist once (store, endpoints, socket) they import from
 * `@freelane/shared` by name, never by a relative path (lint enforces it), or an app would bundle
 * a second copy of it.
 */
export * from './antd-provider';
export * from './use-media-query';
export * from './plain';
export * from './zod-rule';
export * from './form-errors';
export * from './form-submit-button';
export * from './error-state';
export * from './loading-state';
export * from './paged-list';
export * from './responsive-table';
export * from './once-opened';
export * from './plain-list';
export * from './page-container';
export * from './legal-document';
export { toJobBody } from './job-fields/job-body';
export * from './job-fields/skills-input';
export * from './job-fields/deadline-input';
export * from './job-fields/job-rules';
export * from './job-fields/job-term-fields';
export * from './link-button';
export * from './search-form';
export * from './upload-trigger';
export * from './money';
export * from './use-section-link';
export * from './profile-prompt';
export * from '../features/screening/components/screening-verdict';
// Explicit: the component and the contract's type share the name RatingSummary (both meanings live in this module).
export { RatingSummary } from '../features/reviews/components/rating-summary';
export * from '../features/reviews/components/star-figure';
export * from '../features/reviews/components/review-card';
export * from '../features/reviews/components/user-reviews-drawer';
export * from '../features/reviews/components/user-reviews-link';
export * from '../features/talent/hooks/use-connect';
export * from './use-toasts';
export * from './toasts-host';
export * from './svg-icon';
export * from './message-input/message-input';
export * from './when-idle';
export * from './lazy-part';
