import type { CaseTable } from './world';

export const programmesCases: CaseTable = {};
