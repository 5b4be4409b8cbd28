import { z } from 'zod';
import { CONFUSABLE_LETTERS } from './confusable-letters';

/**
 * The rule for the names people show one another (issue 28): no invisible, control or
 * direction-changing characters, and nothing that poses as the Freelane team. One rule for sign-up,
 * profile edits and Google sign-up; the forms show its messages, the API enforces it. Names already
 * stored are left as they are.
 */

export const FULL_NAME_MAX_LENGTH = 100;

/**
 * Control (Cc) and format (Cf) characters (bidirectional overrides and isolates, zero-width spaces
 * and joiners, the BOM, the soft hyphen…), line and paragraph separators, and the letters that
 * render as nothing (Hangul fillers, the braille blank).
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029\u115F\u1160\u3164\uFFA0\u2800]/u;

/** Whole words that read as the team's own voice. */
const TEAM_WORDS = ['admin', 'administrator', 'support', 'staff', 'team', 'moderator', 'official', 'helpdesk', 'system'];
/** The product's name: refused anywhere in a name, even run into other words. */
const BRAND = 'freelane';

export const INVISIBLE_CHARACTERS_MESSAGE = 'Names cannot contain invisible, control or text-direction characters.';
export const POSES_AS_TEAM_MESSAGE =
  'This name looks like the Freelane team’s (words such as Freelane, Admin, Support, Staff or Team are reserved). Please use your own name.';

export const hasInvisibleCharacters = (name: string) => INVISIBLE.test(name);

let confusablePattern: RegExp | undefined;
/** Built on first use: the page that never checks a name never pays for it. */
const confusables = () =>
  (confusablePattern ??= new RegExp(
    Object.keys(CONFUSABLE_LETTERS)
      .map((key) => key.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'))
      .join('|'),
    'gu',
  ));

/**
 * What a text looks like, lower-cased: compatibility forms folded (full-width and mathematical
 * letters), accents dropped, and every look-alike replaced by the ASCII it imitates (UTS #39's
 * skeleton, for the characters that can spell ASCII). Two variants, since the skeleton is
 * case-sensitive: "I" and "1" look like "l" in capitals, "m" like "rn" in small letters.
 */
function lookalikeForms(text: string): string[] {
  const plain = text.normalize('NFKD').replace(/\p{M}/gu, '');
  return [plain.toUpperCase(), plain.toLowerCase()].map((variant) =>
    variant.replace(confusables(), (match) => CONFUSABLE_LETTERS[match] ?? match).toLowerCase(),
  );
}

let reserved: { brand: string[]; words: Set<string>; composite: RegExp[] } | undefined;
const reservedForms = () => {
  if (reserved) return reserved;
  const brand = lookalikeForms(BRAND);
  const words = TEAM_WORDS.map(lookalikeForms);
  const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
  // A word made only of reserved words ("AdminTeam", "FreelaneSupport"), in either variant.
  const composite = [0, 1].map(
    (variant) => new RegExp(`^(?:${[brand[variant], ...words.map((forms) => forms[variant])].map(escape).join('|')})+$`),
  );
  reserved = { brand, words: new Set(words.flat()), composite };
  return reserved;
};

/**
 * True when the name would pass for the team: "Freelane" anywhere (also "Free-lane", "FREELΛNE",
 * "Frеelane" with a Cyrillic е), or a word such as Admin, Support, Staff or Team on its own or run
 * together ("Adm1n", "SUPP0RT", "S u p p o r t", "AdminTeam"), in any case and any look-alike script.
 */
export function posesAsTeam(name: string): boolean {
  const { brand, words, composite } = reservedForms();
  return lookalikeForms(name).some((form, variant) => {
    const tokens = form.split(/[^\p{L}]+/u).filter(Boolean);
    const joined = tokens.join('');
    return (
      joined.includes(brand[variant]) ||
      words.has(joined) ||
      tokens.some((token) => words.has(token) || composite[variant].test(token))
    );
  });
}

/** A person's full name as sign-up, profile edits and Google sign-up take it. */
export const fullNameSchema = z
  .string()
  .trim()
  .min(1, 'Full name is required.')
  .max(FULL_NAME_MAX_LENGTH, 'Full name is too long.')
  .refine((name) => !hasInvisibleCharacters(name), INVISIBLE_CHARACTERS_MESSAGE)
  .refine((name) => !posesAsTeam(name), POSES_AS_TEAM_MESSAGE);

/**
 * A name from outside (Google's profile) made acceptable: invisible characters dropped; null when
 * what is left is empty or poses as the team (the caller then picks another).
 */
export function cleanDisplayName(name: string | undefined): string | null {
  const cleaned = (name ?? '')
    .replace(new RegExp(INVISIBLE.source, 'gu'), '')
    .trim()
    .slice(0, FULL_NAME_MAX_LENGTH);
  return fullNameSchema.safeParse(cleaned).success ? cleaned : null;
}
