import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { OPEN_JOBS_TEXT, foldCase, openJobsReferences, postedTextTag } from './cache-tags';

describe('keyword pages and the posts that change them', () => {
  it('folds case one character at a time, erring towards a match', () => {
    assert.equal(foldCase('React DEVELOPER'), 'react developer');
    assert.equal(foldCase('İSTANBUL'), 'istanbul', 'İ as ILIKE lowers it, one character');
    assert.equal(foldCase('ΟΔΟΣ οδος'), 'οδοσ οδοσ', 'the final sigma as any sigma');
  });

  it("tags a post with its title, description and skills, and a keyword's page with its folded text", () => {
    const tag = postedTextTag({ title: 'Logo', description: 'A mark for a Bakery.', skills: ['Figma', 'Brand kit'] });
    assert.equal(tag, `${OPEN_JOBS_TEXT.change}logo\na mark for a bakery.\nfigma\nbrand kit`);
    assert.deepEqual(openJobsReferences({ search: 'Bakery', category: 'Design & Creative' }), [
      'open-jobs:moved',
      `${OPEN_JOBS_TEXT.reference}bakery`,
    ]);
    assert.deepEqual(openJobsReferences({ category: 'Design & Creative' }), ['open-jobs:category:Design & Creative']);
    assert.deepEqual(openJobsReferences({}), ['open-jobs']);
    // Beyond ASCII, the database's locale decides how ILIKE folds: the page depends on its facet, as any page.
    assert.deepEqual(openJobsReferences({ search: 'café' }), ['open-jobs']);
  });
});
