import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useHref, useNavigate } from 'react-router-dom';

type LinkButtonProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: string };

/**
 * A real link (opens in a new tab on Ctrl/Cmd-click, announced as a link) that looks like a button
 * and navigates inside the app without reloading.
 */
export function LinkButton({ to, children, ...buttonProps }: LinkButtonProps) {
  const navigate = useNavigate();
  const href = useHref(to);
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Button {...buttonProps} href={href} onClick={handleClick}>
      {children}
    </Button>
  );
}
