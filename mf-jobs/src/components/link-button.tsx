import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler } from 'react-router-dom';

type LinkButtonProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: string };

/**
 * A real link (opens in a new tab on Ctrl/Cmd-click, announced as a link) that looks like a button
 * and navigates inside the app without reloading, exactly as React Router's `<Link>` does.
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
