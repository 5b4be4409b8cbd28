import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { buttonClassName, type PlainButtonLook } from './plain/plain-button';

export interface LinkButtonProps extends PlainButtonLook {
  to: string;
  icon?: ReactNode;
  className?: string;
  style?: CSSProperties;
  'aria-label'?: string;
  /** What the link is about when its text alone does not say (a card's title: "View Detail" of which job). */
  'aria-describedby'?: string;
  /** Runs on a click before the router navigates (closing a menu, marking a search opened); not a navigation of its own. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  children?: ReactNode;
}

/**
 * A router link that looks like a button: a real link (real href, opens in a new tab with
 * Ctrl/Cmd-click, announced as a link), while a plain click navigates inside the app without a
 * reload. Drawn without antd (plain.css), so a first screen with one loads no antd. When several
 * share a visible text, give each an `aria-label` that contains that text.
 */
export function LinkButton({
  to,
  type,
  size,
  danger,
  block,
  icon,
  className,
  style,
  onClick,
  children,
  ...aria
}: LinkButtonProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.isDefaultPrevented()) navigate(event);
  };
  return (
    <a
      {...aria}
      href={href}
      onClick={handleClick}
      className={buttonClassName({ type, size, danger, block }, className)}
      style={style}
    >
      {icon}
      {children !== undefined && children !== null && <span>{children}</span>}
    </a>
  );
}
