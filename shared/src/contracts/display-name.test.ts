import { createRequire } from 'node:module';
import { CONFUSABLE_LETTERS } from './confusable-letters';
import { cleanDisplayName, fullNameSchema, INVISIBLE_CHARACTERS_MESSAGE, posesAsTeam, POSES_AS_TEAM_MESSAGE } from './display-name';

const messageOf = (name: string) => {
  const result = fullNameSchema.safeParse(name);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('display names (issue 28)', () => {
  it.each([
    'Freelane Admin',
    'freelane',
    'FREELANE',
    'Free-lane Support',
    'Frееlane', // Cyrillic е
    'Fréelane',
    'ＦＲＥＥＬＡＮＥ',
    '𝐅𝐫𝐞𝐞𝐥𝐚𝐧𝐞',
    'ClaraFreelaneTeam',
    'Admin',
    'ADMIN',
    'Adm1n',
    'Adrnin',
    'Аdmin', // Cyrillic А
    'Supp0rt',
    'S u p p o r t',
    'Ѕupport', // Cyrillic Ѕ
    'Staff',
    'Stаff', // Cyrillic а
    'The Team',
    'Τeam', // Greek Τ
    'Moderator',
    'ⅯODERATOR',
    'Clara (Support)',
    'AdminTeam',
    'Official Helpdesk',
  ])('refuses %s as posing as the team', (name) => {
    expect(posesAsTeam(name)).toBe(true);
    expect(messageOf(name)).toBe(POSES_AS_TEAM_MESSAGE);
  });

  it.each(['Clara Client', 'Ava Patel', 'Ben Okafor', 'Stefan Admiral', 'Kate Amsel', 'Chris Taffy', 'José Álvarez', '李小龍', 'Nguyễn Thị Minh', 'Freeman Lane', 'Adam Mint'])(
    'accepts %s',
    (name) => {
      expect(messageOf(name)).toBeNull();
    },
  );

  it.each([
    ['a right-to-left override', 'Clara\u202Enimda'],
    ['a zero-width space', 'Cla\u200Bra'],
    ['a zero-width joiner', 'Cla\u200Dra'],
    ['a byte-order mark', 'Cla\uFEFFra'],
    ['a control character', 'Clara\u0007'],
    ['a Hangul filler', 'Clara \u3164'],
    ['a left-to-right isolate', '\u2066Clara'],
  ])('refuses %s', (_what, name) => {
    expect(messageOf(name)).toBe(INVISIBLE_CHARACTERS_MESSAGE);
  });

  it('cleans a name from outside, or gives it up when it poses as the team', () => {
    expect(cleanDisplayName('  Ava\u200B Patel\u202E ')).toBe('Ava Patel');
    expect(cleanDisplayName('Freelane Support')).toBeNull();
    expect(cleanDisplayName('\u200B')).toBeNull();
    expect(cleanDisplayName(undefined)).toBeNull();
  });

  it('holds exactly the confusables of unhomoglyph (Unicode confusables.txt) that spell ASCII letters or digits', () => {
    const require = createRequire(__filename);
    const data = require('unhomoglyph/data.json') as Record<string, string>;
    const expected = Object.entries(data).filter(([, target]) => /^[a-zA-Z0-9]+$/.test(target));
    expect(Object.entries(CONFUSABLE_LETTERS)).toEqual(expected);
  });
});
