export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * Splits text around the searched words (case-insensitive) so they can be marked. Plain strings
 * only: the result is rendered as text, never as HTML.
 */
export function highlightTerms(text: string, query: string): TextPart[] {
  const terms = [...new Set(query.toLowerCase().split(/\s+/).filter((term) => term.length > 1))];
  if (terms.length === 0) return [{ text, match: false }];
  const escaped = terms.map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(${escaped.join('|')})`, 'gi');
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, match: terms.includes(part.toLowerCase()) }));
}
