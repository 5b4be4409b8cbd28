import { z } from 'zod';
import { CONFUSABLES } from './confusables';

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

/**
 * The team's words (issue 28, 34): refused anywhere inside a word of the name, in any inflection
 * ("Sysadmin", "Moderators", "Supporter", "Staffing"), as they are written in the skeleton below.
 */
const TEAM_STEMS = [
  'freelane', // first: also refused spelt across words ("Free Lane")
  'admin',
  'moderator',
  'support',
  'staff',
  'team',
  'billing',
  'official',
  'helpdesk',
  'system',
];
/** Refused together only: "Trust & Safety", "Trust and Safety", "SafetyTrust"… ("Trust" alone is a word of many names). */
const TEAM_PAIR = ['trust', 'safet'];
/**
 * Ordinary names that hold a team word (found by looking for each stem among common first names and
 * surnames): taken as they are, whatever script they are written in. A name outside this list that
 * holds one gets the message and can be written another way; stored names are never touched.
 */
const EVERYDAY_NAMES = ['staffan', 'stafford', 'staffieri', 'billings', 'billingham', 'billington', 'billingsley'];

export const INVISIBLE_CHARACTERS_MESSAGE = 'Names cannot contain invisible, control or text-direction characters.';
export const POSES_AS_TEAM_MESSAGE =
  'This name looks like the Freelane team’s (words such as Freelane, Admin, Moderator, Support, Staff, Team, Billing or Trust & Safety are reserved). Please use your own name.';

export const hasInvisibleCharacters = (name: string) => INVISIBLE.test(name);

/**
 * Letters that read as a Latin capital but that confusables.txt leaves out (it maps only some of
 * them, and to other small capitals): the Latin small capitals, and the lambda and turned V that
 * read as an A without its bar ("FREELΛNE"). Applied before the case variants, so "ᴀᴅᴍɪɴ" is "ADMIN".
 */
const READ_AS_CAPITALS: Readonly<Record<string, string>> = Object.fromEntries([
  ...Array.from('ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘꞯʀꜱᴛᴜᴠᴡʏᴢ', (char, i) => [char, 'ABCDEFGHIJKLMNOPQRSTUVWYZ'[i]]),
  ['Λ', 'A'],
  ['Ʌ', 'A'],
]);

const mapEach = (text: string, table: Readonly<Record<string, string>>) =>
  Array.from(text, (char) => table[char] ?? char).join('');
const withoutMarks = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * What a text looks like, in small letters (UTS #39): compatibility forms folded (NFKC: full-width
 * and mathematical letters), small capitals read as capitals, then in capitals and in small letters
 * (the skeleton is case-sensitive: "I" and "1" look like "l" in capitals, "m" like "rn" in small
 * letters) each character replaced by its confusables.txt prototype (shared/src/contracts/confusables.ts,
 * the whole file's entries that can spell ASCII), accents and other marks dropped.
 */
function lookalikeForms(text: string): string[] {
  const folded = mapEach(text.normalize('NFKC'), READ_AS_CAPITALS);
  return [folded.toUpperCase(), folded.toLowerCase()].map((variant) =>
    withoutMarks(mapEach(withoutMarks(variant), CONFUSABLES)).toLowerCase(),
  );
}

interface ReservedForms {
  stems: string[];
  pair: string[];
  everyday: Set<string>;
  /** A run of team words and nothing else ("AdminTeam", "S u p p o r t" joined). */
  composite: RegExp;
}
let reserved: [ReservedForms, ReservedForms] | undefined;
const reservedForms = () => {
  if (reserved) return reserved;
  const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
  const build = (variant: 0 | 1): ReservedForms => {
    const stems = TEAM_STEMS.map((word) => lookalikeForms(word)[variant]);
    return {
      stems,
      pair: TEAM_PAIR.map((word) => lookalikeForms(word)[variant]),
      everyday: new Set(EVERYDAY_NAMES.map((name) => lookalikeForms(name)[variant])),
      composite: new RegExp(`^(?:${stems.map(escape).join('|')})+$`),
    };
  };
  reserved = [build(0), build(1)];
  return reserved;
};

/**
 * True when the name would pass for the team (issue 28, 34): "Freelane" anywhere, even spaced out or
 * run into other words; a team word inside any word of the name, in any inflection ("Sysadmin",
 * "Moderators", "Billing Dept"); "Trust" with "Safety"; a name spelt only of team words once its
 * spaces are gone ("S u p p o r t"). In any case and any look-alike script ("Freełane", "Ƒreelane",
 * "FREELΛNE", "ᴀᴅᴍɪɴ", "Frеelane" with a Cyrillic е). Everyday names that hold a team word
 * ("Stafford", "Billings") are not refused for it.
 */
export function posesAsTeam(name: string): boolean {
  const forms = reservedForms();
  return lookalikeForms(name).some((form, variant) => {
    const { stems, pair, everyday, composite } = forms[variant];
    const tokens = form.split(/[^\p{L}]+/u).filter(Boolean);
    const joined = tokens.join('');
    const judged = tokens.filter((token) => !everyday.has(token));
    return (
      joined.includes(stems[0]) ||
      composite.test(joined) ||
      judged.some((token) => stems.some((stem) => token.includes(stem))) ||
      pair.every((word) => tokens.some((token) => token.includes(word)))
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
