import { createToastsBridge, ToastsContext } from '@freelane/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, theme } from 'antd';
import { useState } from 'react';
import { COLOR, FONT_SIZE, RADIUS, SPACE, TAG } from '../tokens/tokens';
import { FREELANE_THEME, withAntd } from './antd-provider';
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
    expect(css).toContain(COLOR.primary);
    expect(screen.getByRole('button', { name: 'Post Job' })).toBeInTheDocument();
  });
});

describe("Freelane's antd theme", () => {
  it('draws with the design tokens the plain controls use', () => {
    const antd = theme.getDesignToken(FREELANE_THEME);
    const spaceless = (colour: string) => colour.replace(/\s/g, '');
    expect(antd.colorPrimary).toBe(COLOR.primary);
    expect(antd.colorLink).toBe(COLOR.link);
    expect(spaceless(antd.colorText)).toBe(spaceless(COLOR.text));
    expect(spaceless(antd.colorTextDescription)).toBe(spaceless(COLOR.textDescription));
    expect(spaceless(antd.colorTextPlaceholder)).toBe(spaceless(COLOR.textPlaceholder));
    expect(antd.colorError).toBe(COLOR.error);
    expect(antd.colorBorder).toBe(COLOR.border);
    expect(antd.colorBorderSecondary).toBe(COLOR.borderSecondary);
    expect(antd.green7).toBe(TAG.green.text);
    expect([antd.borderRadius, antd.borderRadiusSM, antd.borderRadiusLG]).toEqual([RADIUS.base, RADIUS.sm, RADIUS.lg]);
    expect([antd.fontSizeSM, antd.fontSize, antd.fontSizeLG, antd.fontSizeHeading1]).toEqual([
      FONT_SIZE.sm,
      FONT_SIZE.base,
      FONT_SIZE.lg,
      FONT_SIZE.heading1,
    ]);
    expect([antd.sizeXS, antd.size, antd.sizeLG, antd.paddingLG, antd.marginXS]).toEqual([
      SPACE.xs,
      SPACE.base,
      SPACE.lg,
      SPACE.lg,
      SPACE.xs,
    ]);
  });
});

describe('reduced motion', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  function MotionToken() {
    const { token } = theme.useToken();
    return <output aria-label="motion">{String(token.motion)}</output>;
  }

  it("turns antd's motion off when the system asks for less motion, and keeps it otherwise", () => {
    const Page = withAntd(MotionToken);
    const { unmount } = render(<Page />);
    expect(screen.getByLabelText('motion')).toHaveTextContent('true');
    unmount();
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query === '(prefers-reduced-motion: reduce)',
    })) as typeof window.matchMedia;
    render(<Page />);
    expect(screen.getByLabelText('motion')).toHaveTextContent('false');
  });
});
