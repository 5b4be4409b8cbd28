import type { LegalSection } from '@freelane/shared/ui';

/** A legal page as data: LegalDocument renders it, the tests check every listed section is there. */
export interface LegalDocumentContent {
  title: string;
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
}

/** Where people write about privacy and these terms. Replace with the operator's real mailbox before launch. */
export const LEGAL_CONTACT_EMAIL = 'support@freelane.test';

/** Both documents were last revised on this date (spec §2). */
export const LEGAL_LAST_UPDATED = 'January 31, 2025';
