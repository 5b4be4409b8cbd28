/** "Ben Okafor" → "BO": the avatar of someone without a photo (chat and notifications alike). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0][0], words[words.length - 1][0]] : [words[0]?.[0] ?? '?'];
  return letters.join('').toUpperCase();
}

const AVATAR_COLOURS = [
  'var(--fl-color-primary)',
  '#047857',
  '#c2410c',
  '#7c3aed',
  '#be185d',
  '#0369a1',
  '#4d7c0f',
  '#b45309',
];

/** The same person always gets the same avatar colour, in chat and in notifications (which carry only the name). */
export function avatarColour(key: string): string {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return AVATAR_COLOURS[Math.abs(hash) % AVATAR_COLOURS.length];
}
