import type { CaseTable } from './world';

export const jobsCases: CaseTable = {};
