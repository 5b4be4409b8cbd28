import { datePart } from './date-part';

describe('datePart', () => {
  it('keeps only the calendar date of an ISO timestamp', () => {
    expect(datePart('2025-01-31T23:15:00.000Z')).toBe('2025-01-31');
  });

  it('leaves a bare date unchanged', () => {
    expect(datePart('2024-12-01')).toBe('2024-12-01');
  });
});
