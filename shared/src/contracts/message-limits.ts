/**
 * The chat's sizes and timings, without zod: the conversation list, the composer and the typing
 * indicator read them on the first screen; messages.ts (the schemas) re-exports them ("Issue 35:
 * what a first screen imports"; shared/src/mf/first-screen-imports.test.ts).
 */

/** Trimmed text of a message: 1–5,000 characters (may be empty only when files are attached). */
export const MESSAGE_MAX_LENGTH = 5000;
/** A page of history (`getMessage?before=`); the maximum a caller may ask for. */
export const MESSAGES_PAGE_SIZE = 30;
export const MESSAGES_PAGE_MAX = 100;
/** Sending is limited per user (sendMessage and proposeJob together): more is a 429. */
export const MESSAGES_PER_SECOND = 5;
/** Conversation list page. */
export const CONVERSATIONS_PAGE_SIZE = 30;
/** Suggested freelancers dialog in chat (spec §9): 7 at first, See More adds 7. */
export const SUGGESTED_FREELANCERS_STEP = 7;
/** A typing indicator disappears this long after the last typing signal. */
export const TYPING_TIMEOUT_MS = 5000;
/** The browser sends "typing" at most this often while the user types. */
export const TYPING_SIGNAL_INTERVAL_MS = 2000;
