import type { CaseTable } from './world';

export const contentCases: CaseTable = {};
