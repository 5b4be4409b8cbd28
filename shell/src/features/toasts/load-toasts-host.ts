// Loaded on demand by ToastsHostSlot: the toast host and the antd it renders, in a chunk of their own.
export { ToastsHost } from '@freelane/shared/ui';
