/** PostgreSQL unique_violation (23505), directly or wrapped by the driver/ORM. */
export const isUniqueViolation = (error: unknown): error is { constraint?: string } =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505');
