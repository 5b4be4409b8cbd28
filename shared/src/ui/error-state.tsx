import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import { useId } from 'react';
import { PlainButton } from './plain/plain-button';
import { SvgIcon } from './svg-icon';

interface ErrorStateProps {
  title: string;
  message: string;
  onRetry: () => void;
  /** The page's heading outline decides the level (1 when nothing above it is a heading). */
  headingLevel?: 1 | 2;
}

/**
 * A failed load the reader can act on: what happened, and a Try again button. Laid out like antd's
 * warning Result without loading antd (it is on many pages, which then load less).
 */
export function ErrorState({ title, message, onRetry, headingLevel = 2 }: ErrorStateProps) {
  const titleId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby={titleId} style={{ padding: '48px 32px', textAlign: 'center' }}>
      <span style={{ color: 'var(--fl-color-warning)', display: 'inline-block', marginBottom: 24 }}>
        <SvgIcon icon={ExclamationCircleFilled} size={72} />
      </span>
      <Heading id={titleId} className="fl-title" style={{ fontSize: 22 }}>
        {title}
      </Heading>
      <p className="fl-paragraph fl-text-secondary" style={{ fontSize: 14 }}>
        {message}
      </p>
      <PlainButton type="primary" onClick={onRetry} style={{ marginTop: 8 }}>
        Try again
      </PlainButton>
    </section>
  );
}
