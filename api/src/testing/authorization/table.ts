import { accountsCases } from './accounts';
import { contentCases } from './content';
import { conversationsCases } from './conversations';
import { jobsCases } from './jobs';
import { programmesCases } from './programmes';
import type { AuthorizationCase } from './world';

/** Every API route's row ("METHOD /api/v1/…" → request and expected statuses), all areas together. */
export const AUTHORIZATION_TABLE: Record<string, AuthorizationCase> = {
  ...accountsCases,
  ...contentCases,
  ...jobsCases,
  ...conversationsCases,
  ...programmesCases,
};
