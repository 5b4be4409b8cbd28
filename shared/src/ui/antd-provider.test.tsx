import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Button } from 'antd';
import { AntdProvider } from './antd-provider';

function Notify() {
  const { notification } = App.useApp();
  return <Button onClick={() => notification.success({ message: 'Saved' })}>Notify</Button>;
}

describe('AntdProvider', () => {
  it('shows notifications 356 px wide (spec toast width)', async () => {
    render(
      <AntdProvider>
        <Notify />
      </AntdProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent ?? '').join('\n');
    expect(css).toMatch(/\.ant-notification[^{]*\{[^}]*width:\s*356px/);
  });
});
