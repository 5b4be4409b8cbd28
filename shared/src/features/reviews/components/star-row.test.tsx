import { render } from '@testing-library/react';
import { StarRow } from './star-row';

/** The drawn figure and where the gold stops, from the one element the row is. */
function drawn(value: number, fontSize = 14) {
  const { container } = render(<StarRow value={value} fontSize={fontSize} />);
  const row = container.firstElementChild as HTMLElement;
  return { row, stars: row.dataset.stars, background: row.style.background, elements: container.querySelectorAll('*').length };
}

describe('StarRow', () => {
  it('draws down to the half star below, never more than five or less than none', () => {
    expect(drawn(4.7).stars).toBe('4.5');
    expect(drawn(4.4).stars).toBe('4');
    expect(drawn(5).stars).toBe('5');
    expect(drawn(7).stars).toBe('5');
    expect(drawn(-1).stars).toBe('0');
  });

  it('fills whole stars with their gaps and half of the next one', () => {
    // 14 px stars, 2 px apart: four stars and their gaps are 64 px, half the fifth 7 more.
    expect(drawn(4.5).background).toContain('71px');
    expect(drawn(3, 20).background).toContain('66px');
  });

  it('is one hidden element the size of five stars and their gaps', () => {
    const { row, elements } = drawn(4);
    expect(elements).toBe(1);
    expect(row).toHaveAttribute('aria-hidden', 'true');
    expect(row.style.width).toBe('78px');
    expect(row.style.height).toBe('14px');
  });
});
