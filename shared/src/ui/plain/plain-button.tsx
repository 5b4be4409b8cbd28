import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import './plain.css';

export type PlainButtonType = 'primary' | 'default' | 'text' | 'link';
export type PlainButtonSize = 'small' | 'middle' | 'large';

export interface PlainButtonLook {
  type?: PlainButtonType;
  size?: PlainButtonSize;
  danger?: boolean;
  block?: boolean;
}

/** The class list of a button (or a link drawn as one) with antd Button's look. */
export function buttonClassName({ type = 'default', size = 'middle', danger, block }: PlainButtonLook, extra?: string) {
  return [
    'fl-btn',
    type !== 'default' && `fl-btn--${type}`,
    size === 'small' && 'fl-btn--sm',
    size === 'large' && 'fl-btn--lg',
    danger && 'fl-btn--danger',
    block && 'fl-btn--block',
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

export interface PlainButtonProps extends PlainButtonLook, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  icon?: ReactNode;
  /** Shows a spinner, tells assistive technology the button is busy and ignores further clicks. */
  loading?: boolean;
  htmlType?: 'button' | 'submit' | 'reset';
}

/** A button with antd's look and no antd: for what a first screen renders (see plain.css). */
export function PlainButton({
  type,
  size,
  danger,
  block,
  icon,
  loading = false,
  htmlType = 'button',
  className,
  onClick,
  children,
  ...native
}: PlainButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...native}
      type={htmlType}
      className={buttonClassName({ type, size, danger, block }, className)}
      aria-busy={loading || undefined}
      onClick={handleClick}
    >
      {loading ? <span className="fl-btn__spinner" aria-hidden="true" /> : icon}
      {children !== undefined && children !== null && <span>{children}</span>}
    </button>
  );
}

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-label'> {
  /** The button's name, read out and shown as its tooltip on hover and on keyboard focus. */
  label: string;
  icon: ReactNode;
}

/** A round icon-only button that names itself (antd's circle text Button inside a Tooltip, without antd). */
export function IconButton({ label, icon, className, ...native }: IconButtonProps) {
  return (
    <button
      {...native}
      type="button"
      aria-label={label}
      data-tooltip={label}
      className={buttonClassName({ type: 'text' }, `fl-btn--icon fl-btn--round fl-tooltip-host${className ? ` ${className}` : ''}`)}
    >
      {icon}
    </button>
  );
}
