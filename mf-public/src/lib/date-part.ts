/** The calendar date of an ISO timestamp ("2025-01-31T10:00:00Z" → "2025-01-31"); the spec shows only this part. */
export function datePart(isoTimestamp: string): string {
  return isoTimestamp.split('T')[0] ?? isoTimestamp;
}
