import { createToastsBridge, ToastsContext } from '@freelane/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { useState } from 'react';
import { withAntd } from './antd-provider';
import { ToastsHost } from './toasts-host';
import { useToasts } from './use-toasts';

function Notify() {
  const { notification } = useToasts();
  return <Button onClick={() => notification.success({ title: 'Saved' })}>Notify</Button>;
}

/** The host mounts only when `mounted`: the shell mounts it after its first render. */
function App({ mounted = true }: { mounted?: boolean }) {
  const [bridge] = useState(createToastsBridge);
  const [host, setHost] = useState(mounted);
  return (
    <ToastsContext.Provider value={bridge}>
      <Notify />
      <button type="button" onClick={() => setHost(true)}>
        Mount host
      </button>
      {host ? <ToastsHost bridge={bridge} /> : null}
    </ToastsContext.Provider>
  );
}

describe('toasts', () => {
  it('shows notifications 356 px wide (spec toast width)', async () => {
    render(<App />);
    await userEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent ?? '').join('\n');
    expect(css).toMatch(/\.ant-notification[^{]*\{[^}]*width:\s*356px/);
  });

  it('shows a toast asked for before the host had loaded, once it has', async () => {
    render(<App mounted={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mount host' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });
});

describe('withAntd', () => {
  it("gives an area page Freelane's theme (its primary colour, not antd's)", () => {
    const Page = withAntd(() => <Button type="primary">Post Job</Button>);
    render(<Page />);
    const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent ?? '').join('\n');
    expect(css).toContain('#1f6feb');
    expect(screen.getByRole('button', { name: 'Post Job' })).toBeInTheDocument();
  });
});
