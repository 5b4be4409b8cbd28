import type { ReactNode } from 'react';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import { SvgIcon } from '../svg-icon';

const ICONS = {
  info: { icon: InfoCircleFilled, color: 'var(--fl-color-info)' },
  warning: { icon: ExclamationCircleFilled, color: 'var(--fl-color-warning)' },
};

/**
 * antd's Result (info and warning; its 404 is the warning without antd's large picture) without
 * antd (issue 39): the "nothing to do here" state of a first screen, same title, text and actions.
 * The title is a `div` as antd's; a page whose heading it is passes the heading in it.
 */
export function PlainResult({
  status,
  title,
  subTitle,
  extra,
}: {
  status: keyof typeof ICONS;
  title: ReactNode;
  subTitle?: ReactNode;
  /** The actions under it, side by side (antd's `extra`). */
  extra?: ReactNode;
}) {
  const { icon, color } = ICONS[status];
  return (
    <div style={{ padding: '48px 32px', textAlign: 'center' }}>
      <span style={{ color, display: 'inline-block', marginBottom: 24 }}>
        <SvgIcon icon={icon} size={72} />
      </span>
      <div className="fl-title" style={{ fontSize: 24, lineHeight: 1.33, marginBottom: 0 }}>
        {title}
      </div>
      {subTitle && (
        <div className="fl-text-secondary" style={{ fontSize: 14, marginTop: 4 }}>
          {subTitle}
        </div>
      )}
      {extra && (
        <div style={{ marginTop: 24, display: 'flex', gap: 8, justifyContent: 'center', flexWrap: 'wrap' }}>
          {extra}
        </div>
      )}
    </div>
  );
}
