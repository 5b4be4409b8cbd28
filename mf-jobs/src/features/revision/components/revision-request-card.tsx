import { useId, useState } from 'react';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import type { Job } from '@freelane/shared/contracts';
import { FlexBox, PlainButton, PlainTag, SvgIcon } from '@freelane/shared/ui';
import { formatDate } from '../../../lib/format';
import { useMarkAddressed } from '../hooks/use-mark-addressed';

interface RevisionRequestCardProps {
  job: Job;
  onRequestClarification: () => void;
}

/**
 * The client's revision request, expandable: who asked, Pending until the freelancer marks it
 * addressed (then Addressed, and the button is gone), what to change, and the two actions. antd's
 * Collapse without antd (issue 39: it is /viewRevision's first screen): a header button with
 * aria-expanded over its panel, open at first.
 */
export function RevisionRequestCard({ job, onRequestClarification }: RevisionRequestCardProps) {
  const { confirmAddressed, marking } = useMarkAddressed();
  const [open, setOpen] = useState(true);
  const panelId = useId();
  const addressed = job.revisionAddressedAt !== null;
  return (
    <div
      style={{
        border: '1px solid var(--fl-color-border)',
        borderRadius: 'var(--fl-radius-lg)',
        background: 'var(--fl-color-fill-quaternary)',
        overflow: 'hidden',
      }}
    >
      <div
        role="button"
        tabIndex={0}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            setOpen(!open);
          }
        }}
        style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '12px 16px', cursor: 'pointer' }}
      >
        <span
          style={{
            display: 'inline-flex',
            transition: 'transform 0.2s',
            transform: open ? 'rotate(90deg)' : undefined,
          }}
        >
          <SvgIcon icon={RightOutlined} size={12} />
        </span>
        <FlexBox gap={8} align="center" wrap>
          <strong className="fl-text-strong">Revision request from {job.owner.fullName}</strong>
          {addressed ? <PlainTag color="green">Addressed</PlainTag> : <PlainTag color="gold">Pending</PlainTag>}
        </FlexBox>
      </div>
      <div
        id={panelId}
        hidden={!open}
        style={{
          padding: 16,
          background: 'var(--fl-color-bg-container)',
          borderTop: '1px solid var(--fl-color-border)',
        }}
      >
        <p className="fl-paragraph" style={{ whiteSpace: 'pre-wrap' }}>
          {job.reviewChanges}
        </p>
        {addressed && (
          <p className="fl-paragraph fl-text-secondary">
            You marked this request as addressed on {formatDate(job.revisionAddressedAt)}.
          </p>
        )}
        <FlexBox gap={12} wrap>
          <PlainButton onClick={onRequestClarification}>Request Clarification</PlainButton>
          {!addressed && (
            <PlainButton
              loading={marking}
              onClick={() => confirmAddressed(job)}
              style={{ color: 'var(--fl-color-primary)', borderColor: 'var(--fl-color-primary)' }}
            >
              Mark As Addressed
            </PlainButton>
          )}
        </FlexBox>
      </div>
    </div>
  );
}
