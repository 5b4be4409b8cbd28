/**
 * @freelane/shared/session — the light part of the shared core: what a visitor's first screen
 * (the shell's frame, the guards, a page that reads no API) needs, without the store stack (RTK,
 * RTK Query, immer, reselect and the endpoints: ≈ 37 kB gzip). Shared as a Module Federation
 * singleton of its own; `@freelane/shared` re-exports all of it, so an area importing from the
 * package root gets the same instances (docs/decisions.md, "Issue 39: a visitor's first screen
 * without the store stack"). Also the page's own answers (`usePageAnswer`) and the site's money
 * format (`useFormatMoney`), which a visitor's page draws its first screen with. Nothing here may
 * import the store stack except by `import()`.
 */
export * from '../auth/auth-slice';
export * from '../auth/access';
export * from '../auth/use-current-user';
export * from '../auth/first-sign-in';
export * from '../store/hooks';
export * from '../store/persist-session';
export * from '../socket/socket-context';
export * from '../socket/use-socket';
export * from '../toasts/toasts-bridge';
export * from './session-queries';
export * from './deferred-store';
export * from './money';
export * from './live-part';
