/** How many searches a freelancer can save (issue 37); a plain module, read by a first screen without zod. */
export const MAX_SAVED_SEARCHES = 20;
