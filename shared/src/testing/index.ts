/** Test helpers for every front-end workspace (`@freelane/shared/testing`); never imported by app code. */
export * from './build-current-user';
export * from './render-with-providers';
export * from './render-page';
export * from './msw-server';
export * from './mock-endpoint';
export * from './choose-option';
export * from './find-dialog';
export * from './build-review';
export * from './page-answers';
