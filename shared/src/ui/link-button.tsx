import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export type LinkButtonProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: string };

/**
 * A router link that looks like a button: a real link (real href, opens in a new tab with
 * Ctrl/Cmd-click, announced as a link), while a plain click navigates inside the app without a
 * reload. When several share a visible text, give each an `aria-label` that contains that text.
 */
export function LinkButton({ to, children, ...buttonProps }: LinkButtonProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button {...buttonProps} href={href} onClick={(event) => handleClick(event as MouseEvent<HTMLAnchorElement>)}>
      {children}
    </Button>
  );
}
