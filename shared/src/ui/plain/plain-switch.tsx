import type { ButtonHTMLAttributes } from 'react';
import './plain-switch.css';

interface PlainSwitchProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'type' | 'role'> {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * antd's Switch without antd: a button with role="switch" and aria-checked (Space and Enter toggle
 * it), named by a <label htmlFor> or aria-label as antd's.
 */
export function PlainSwitch({ checked, onChange, className, ...native }: PlainSwitchProps) {
  return (
    <button
      {...native}
      type="button"
      role="switch"
      aria-checked={checked}
      className={className ? `fl-switch ${className}` : 'fl-switch'}
      onClick={() => onChange(!checked)}
    />
  );
}
