// The profile editor's limits as plain constants, apart from account.ts's zod schemas: /editProfile's
// first screen reads them (a counter, a cap on languages) without carrying zod and the account
// contracts (issue 39). account.ts re-exports them, so `@freelane/shared/contracts` offers them as before.

export const SKILL_MAX_LENGTH = 50;
export const SKILLS_MAX_COUNT = 30;
export const LANGUAGES_MAX_COUNT = 20;
export const BIO_MAX_LENGTH = 2000;
/** An hourly rate above this is a typo (issue 36's Find Talent cards), not a rate. */
export const HOURLY_RATE_MAX = 10_000;
export const LOCATION_MAX_LENGTH = 80;
