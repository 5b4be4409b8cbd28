import { createToastsBridge } from '@freelane/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToastsHostSlot } from './toasts-host-slot';

// The host itself is antd's (shared/src/ui/toasts-host.tsx); here only when it is mounted matters.
jest.mock('./load-toasts-host', () => ({ ToastsHost: () => <div>toast host</div> }));

describe('the toast host slot (issue 39: no antd in a page nobody acts on)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const settle = async () => {
    await act(async () => {
      jest.advanceTimersByTime(2000);
    });
    await act(async () => {
      await Promise.resolve();
    });
  };

  it('loads nothing while the page is only looked at, however long', async () => {
    render(<ToastsHostSlot bridge={createToastsBridge()} />);
    await settle();
    await settle();
    expect(screen.queryByText('toast host')).toBeNull();
  });

  it('loads after the first touch, click or key, once idle', async () => {
    render(<ToastsHostSlot bridge={createToastsBridge()} />);
    fireEvent.pointerDown(document.body);
    await settle();
    expect(await screen.findByText('toast host')).toBeTruthy();
  });

  it('loads at once when a toast is asked, and the toast waits for it', async () => {
    const bridge = createToastsBridge();
    render(<ToastsHostSlot bridge={bridge} />);
    act(() => {
      bridge.call('message', 'success', ['Saved.']);
    });
    await settle();
    expect(await screen.findByText('toast host')).toBeTruthy();
  });

  it('loads when a confirmation was asked before the slot listened (a click replayed at the first commit)', async () => {
    // The early loader replays a click made on the server's page when the app's DOM lands, before
    // this slot's effect runs; no touch of the browser's own follows it.
    const bridge = createToastsBridge();
    bridge.call('modal', 'confirm', [{ title: 'Accept this work?' }]);
    render(<ToastsHostSlot bridge={bridge} />);
    await settle();
    expect(await screen.findByText('toast host')).toBeTruthy();
  });
});
