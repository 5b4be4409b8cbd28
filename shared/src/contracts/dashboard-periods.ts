// No zod here: the dashboards show these choices on their first screen, which needs no schema.

/** Time filter of the client dashboard (spec: All Time, 7, 30, 90, 365 days since createdAt). */
export const DASHBOARD_PERIODS = [7, 30, 90, 365] as const;
