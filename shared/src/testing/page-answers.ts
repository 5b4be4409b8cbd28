import { PRERENDERED_QUERIES_ELEMENT_ID } from '../session/session-queries';

/**
 * Puts `entries` where the server puts a page's answers (`fl-prerendered-queries`,
 * api/src/frontend/page-html.ts), as the shell and `usePageAnswer` find them; removed after the test.
 */
export function pageCameWith(entries: { endpointName: string; arg: unknown; value: unknown }[]): void {
  document.getElementById(PRERENDERED_QUERIES_ELEMENT_ID)?.remove();
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PRERENDERED_QUERIES_ELEMENT_ID;
  element.textContent = JSON.stringify(entries);
  document.body.append(element);
}

/** Takes the page's answers away again (`pageCameWith`). */
export function forgetPageAnswers(): void {
  document.getElementById(PRERENDERED_QUERIES_ELEMENT_ID)?.remove();
}
