import type { CSSProperties, ReactNode } from 'react';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import { SvgIcon } from '../svg-icon';
import './plain-alert.css';

const ICONS = {
  success: CheckCircleFilled,
  info: InfoCircleFilled,
  warning: ExclamationCircleFilled,
  error: CloseCircleFilled,
};

/**
 * antd's Alert with its icon, without antd (issue 39): a form's outcome on a first screen. An error
 * is an alert (read at once), anything else a status, as the antd ones were given.
 */
export function PlainAlert({
  type,
  title,
  style,
  children,
}: {
  type: keyof typeof ICONS;
  title: ReactNode;
  style?: CSSProperties;
  /** What to do about it, under the title (antd's `description`). */
  children?: ReactNode;
}) {
  return (
    <div role={type === 'error' ? 'alert' : 'status'} className={`fl-alert fl-alert--${type}`} style={style}>
      <span className="fl-alert__icon">
        <SvgIcon icon={ICONS[type]} />
      </span>
      <div>
        <div>{title}</div>
        {children && <div>{children}</div>}
      </div>
    </div>
  );
}
