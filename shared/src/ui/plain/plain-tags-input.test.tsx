import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PlainProgress } from './plain-progress';
import { PlainTagsInput } from './plain-tags-input';

function Languages({ onSubmit }: { onSubmit: (languages: string[]) => void }) {
  const [value, setValue] = useState<string[]>(['English']);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(value);
      }}
    >
      <label htmlFor="languages">Languages</label>
      <PlainTagsInput id="languages" value={value} onChange={setValue} maxCount={3} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('PlainTagsInput', () => {
  it('adds by Enter and comma without submitting, skips blanks and repeats, stops at maxCount, removes', async () => {
    const user = userEvent.setup();
    const submitted: string[][] = [];
    render(<Languages onSubmit={(value) => submitted.push(value)} />);
    const box = screen.getByLabelText('Languages');

    await user.type(box, '  Portuguese {Enter}');
    expect(submitted).toEqual([]);
    await user.type(box, 'english,   ,French,German');
    // "english" is already there (any case); French fills the list to 3, so German is not taken.
    await user.keyboard('{Enter}');
    const entries = () => screen.getAllByRole('button', { name: /^Remove / }).map((b) => b.getAttribute('aria-label'));
    expect(entries()).toEqual(['Remove English', 'Remove Portuguese', 'Remove French']);
    expect(box).toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: 'Remove Portuguese' }));
    expect(box).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(entries()).toEqual(['Remove English']);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toEqual([['English']]);
  });
});

describe('PlainProgress', () => {
  it('is a named progressbar with its value, as antd Progress', () => {
    render(<PlainProgress type="circle" percent={50} aria-label="Profile completeness" />);
    const bar = screen.getByRole('progressbar', { name: 'Profile completeness' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveTextContent('50%');
  });
});
