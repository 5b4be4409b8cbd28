import type { MouseEvent, ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler } from 'react-router-dom';

interface LinkButtonProps {
  to: string;
  children: ReactNode;
  type?: ButtonProps['type'];
  size?: ButtonProps['size'];
  icon?: ReactNode;
  /** When several buttons share a visible text, say which one this is (the text must stay in it). */
  ariaLabel?: string;
}

/**
 * A router link that looks like a button. Navigation is a link (real href, opens in a new
 * tab with Ctrl/Cmd-click, announced as a link), while a plain click stays client-side.
 */
export function LinkButton({ to, children, type = 'primary', size = 'large', icon, ariaLabel }: LinkButtonProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      type={type}
      size={size}
      icon={icon}
      href={href}
      aria-label={ariaLabel}
      onClick={(event: MouseEvent<HTMLElement>) => handleClick(event as MouseEvent<HTMLAnchorElement>)}
    >
      {children}
    </Button>
  );
}
