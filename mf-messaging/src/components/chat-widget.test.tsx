import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@freelane/shared/testing';
import ChatWidget from './chat-widget';

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

const renderAt = (route: string) =>
  renderWithProviders(
    <>
      <ChatWidget />
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </>,
    { route },
  );

describe('Chat widget', () => {
  it('is a keyboard-reachable Messages link that opens /message', async () => {
    const { user } = renderAt('/find-jobs');

    const messages = screen.getByRole('link', { name: 'Messages' });
    expect(messages).toHaveAttribute('href', '/message');
    await user.tab();
    expect(messages).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('path')).toHaveTextContent('/message');
  });

  it('hides itself on the messages page', () => {
    renderAt('/message');
    expect(screen.queryByRole('link', { name: 'Messages' })).not.toBeInTheDocument();
  });
});
