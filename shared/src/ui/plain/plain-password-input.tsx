import { useState } from 'react';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import { SvgIcon } from '../svg-icon';
import type { PlainInputProps } from './plain-input';
import './plain-form.css';
import './plain-password-input.css';

export type PlainPasswordInputProps = Omit<PlainInputProps, 'type' | 'showCount' | 'prefix'>;

/**
 * A password box drawn like antd's Input.Password, without antd (issue 39): the eye beside it shows
 * or hides the characters. As antd's, the eye is not a tab stop (Tab goes from the box to the next
 * field, as the forms' keyboard journeys expect) and is named by its icon ("eye-invisible" / "eye"),
 * so the box alone answers to the field's label.
 */
export function PlainPasswordInput({ value = '', onChange, size, className, ...native }: PlainPasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <span className={['fl-affix', size === 'large' && 'fl-affix--lg'].filter(Boolean).join(' ')}>
      <input
        {...native}
        type={visible ? 'text' : 'password'}
        value={value}
        className={['fl-input', size === 'large' && 'fl-input--lg', className].filter(Boolean).join(' ')}
        onChange={(event) => onChange?.(event.target.value)}
      />
      <span
        role="img"
        aria-label={visible ? 'eye' : 'eye-invisible'}
        className="fl-password__eye"
        // Keeps the focus (and the caret) in the box, as antd's does.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => !native.disabled && setVisible((shown) => !shown)}
      >
        <SvgIcon icon={visible ? EyeOutlined : EyeInvisibleOutlined} />
      </span>
    </span>
  );
}
