import { createRequire } from 'node:module';
import { CONFUSABLES } from './confusables';
import { cleanDisplayName, fullNameSchema, INVISIBLE_CHARACTERS_MESSAGE, posesAsTeam, POSES_AS_TEAM_MESSAGE } from './display-name';
import { registerBody, USERNAME_POSES_AS_TEAM_MESSAGE } from './user';

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
    // Issue 34: letters the ASCII-only cut of the table missed, words inside tokens and by stem.
    'Freełane',
    'Freeɫane',
    'Ƒreelane',
    'FREELΛNE',
    'ᴀᴅᴍɪɴ',
    'Freełane Billing',
    'Sysadmin',
    'Moderators',
    'Trust & Safety',
    'Billing',
    'Billing Dept',
    'TRUST AND SAFETY',
    'Safety & Trust',
    'Supporter Desk',
    'ᴍᴏᴅᴇʀᴀᴛᴏʀ',
    'Teamlead Ana',
    'Staffing',
    'Ｓｙｓａｄｍｉｎ',
  ])('refuses %s as posing as the team', (name) => {
    expect(posesAsTeam(name)).toBe(true);
    expect(messageOf(name)).toBe(POSES_AS_TEAM_MESSAGE);
  });

  it.each([
    'Clara Client',
    'Ava Patel',
    'Ben Okafor',
    'Stefan Admiral',
    'Kate Amsel',
    'Chris Taffy',
    'José Álvarez',
    '李小龍',
    'Nguyễn Thị Minh',
    'Freeman Lane',
    'Adam Mint',
    // Ordinary names that hold a team word inside (issue 34: decided, docs/decisions.md).
    'Staffan Lindqvist',
    'Jane Stafford',
    'Tom Billings',
    'Rose Billington',
    'Łukasz Żółć',
    'Λάμπρος Παπαδόπουλος',
    'Trustin Ade',
    'Tim Eamon',
  ])(
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

  it('holds every confusables.txt entry (unhomoglyph) whose prototype, marks dropped, holds an ASCII letter or digit', () => {
    const require = createRequire(__filename);
    const data = require('unhomoglyph/data.json') as Record<string, string>;
    expect(Object.keys(data).length).toBeGreaterThan(6000); // the whole file, not a cut of it
    const withoutMarks = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
    const expected = Object.entries(data)
      .map(([source, prototype]) => [source, withoutMarks(prototype)])
      .filter(([, prototype]) => /[A-Za-z0-9]/.test(prototype));
    expect(Object.entries(CONFUSABLES)).toEqual(expected);
    // The letters last round's ASCII-only cut missed (issue 34).
    expect([CONFUSABLES['ł'], CONFUSABLES['ɫ'], CONFUSABLES['Ƒ']]).toEqual(['l', 'l', 'F']);
  });

  it.each(['admin', 'Sys_Admin', 'freelane', 'free.lane', 'support-desk', 'team42', 'billing', 'trust_and_safety', 'moderators'])(
    'refuses the username %s',
    (username) => {
      const result = registerBody.shape.username.safeParse(username);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(USERNAME_POSES_AS_TEAM_MESSAGE);
    },
  );

  it.each(['ava_patel', 'clara', 'jane.stafford', 'adam.mint'])('accepts the username %s', (username) => {
    expect(registerBody.shape.username.safeParse(username).success).toBe(true);
  });
});
