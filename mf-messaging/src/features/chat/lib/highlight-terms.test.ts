import { highlightTerms } from './highlight-terms';

describe('search highlights', () => {
  it('marks every searched word, case-insensitively, and keeps markup as plain text', () => {
    expect(highlightTerms('The Invoice <b>number</b> is 42', 'invoice number')).toEqual([
      { text: 'The ', match: false },
      { text: 'Invoice', match: true },
      { text: ' <b>', match: false },
      { text: 'number', match: true },
      { text: '</b> is 42', match: false },
    ]);
  });

  it('treats regular-expression characters as text', () => {
    expect(highlightTerms('Costs (approx.) $5', '(approx.)')).toEqual([
      { text: 'Costs ', match: false },
      { text: '(approx.)', match: true },
      { text: ' $5', match: false },
    ]);
  });
});
