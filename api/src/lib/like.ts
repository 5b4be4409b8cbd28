/** `%`, `_` and `\` in a search are literal text, not LIKE wildcards. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** `%text%` for ILIKE, wildcards in the text escaped. */
export const containsPattern = (value: string) => `%${escapeLike(value)}%`;
