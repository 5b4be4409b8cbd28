import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PlainTabs } from './plain-tabs';

function Tabs() {
  const [key, setKey] = useState<'a' | 'b' | 'c'>('a');
  return (
    <PlainTabs
      activeKey={key}
      onChange={setKey}
      items={[
        { key: 'a', label: 'First', children: <p>Panel one</p> },
        { key: 'b', label: 'Second', children: <p>Panel two</p> },
        { key: 'c', label: 'Third', children: <p>Panel three</p> },
      ]}
    />
  );
}

describe('PlainTabs', () => {
  it('is one Tab stop; arrows, Home and End choose a tab and show its panel, named by it', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab('First')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'First' })).toHaveTextContent('Panel one');

    await user.tab();
    expect(tab('First')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Second')).toHaveFocus();
    expect(tab('Second')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Second' })).toHaveTextContent('Panel two');
    expect(tab('First')).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{End}');
    expect(tab('Third')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('First')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Third')).toHaveAttribute('aria-selected', 'true');
    await user.click(tab('Second'));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel two');
  });
});
