import { pickRandom, truncateWords } from './pick-random';

describe('pickRandom', () => {
  it('returns the wanted number of distinct items from the list', () => {
    const picked = pickRandom([1, 2, 3, 4, 5, 6], 3);
    expect(picked).toHaveLength(3);
    expect(new Set(picked).size).toBe(3);
    for (const item of picked) expect([1, 2, 3, 4, 5, 6]).toContain(item);
  });

  it('depends on the random source, and returns everything when there are fewer items', () => {
    expect(pickRandom(['a', 'b', 'c', 'd'], 2, () => 0)).toEqual(['b', 'c']);
    expect(pickRandom(['a', 'b', 'c', 'd'], 2, () => 0.99)).toEqual(['a', 'b']);
    expect(pickRandom(['a'], 3)).toEqual(['a']);
  });
});

describe('truncateWords', () => {
  it('keeps at most the given number of words and marks the cut', () => {
    expect(truncateWords('one two   three', 30)).toBe('one two three');
    expect(truncateWords(Array.from({ length: 31 }, (_, index) => `w${index + 1}`).join(' '), 30)).toBe(
      `${Array.from({ length: 30 }, (_, index) => `w${index + 1}`).join(' ')}…`,
    );
  });
});
