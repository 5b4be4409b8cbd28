import { ratingLabel, ratingText } from './rating-text';

describe('rating texts', () => {
  it('shows the mean with one decimal and the number of reviews', () => {
    expect(ratingText({ average: 4.7, count: 12 })).toBe('4.7 (12 reviews)');
    expect(ratingText({ average: 5, count: 1 })).toBe('5.0 (1 review)');
    expect(ratingLabel({ average: 4.7, count: 12 })).toBe('Rated 4.7 out of 5 from 12 reviews');
    expect(ratingLabel({ average: 3, count: 1 })).toBe('Rated 3.0 out of 5 from 1 review');
  });

  it('says there are no reviews yet instead of a zero rating', () => {
    expect(ratingText({ average: null, count: 0 })).toBe('No reviews yet');
    expect(ratingLabel({ average: null, count: 0 })).toBe('No reviews yet');
  });
});
