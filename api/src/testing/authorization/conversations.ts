import type { CaseTable } from './world';

export const conversationsCases: CaseTable = {};
