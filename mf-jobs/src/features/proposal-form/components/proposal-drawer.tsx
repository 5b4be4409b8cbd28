import { useId } from 'react';
import { Drawer, Typography } from 'antd';
import type { ProposalBodyInput } from '@freelane/shared';
import type { ProposalFormValues } from '../lib/proposal-values';
import { ProposalForm } from './proposal-form';

interface ProposalDrawerProps {
  open: boolean;
  /** The job the proposal is for. */
  jobTitle: string;
  title: string;
  submitLabel: string;
  initialValues?: ProposalFormValues;
  submitting: boolean;
  disabledReason?: string | null;
  onClose: () => void;
  onSubmit: (body: ProposalBodyInput) => void;
}

/** The proposal form beside the list, full width on a phone; a fresh form each time it opens. */
export function ProposalDrawer({ open, jobTitle, title, onClose, ...formProps }: ProposalDrawerProps) {
  // Named explicitly: antd's generated title id is not unique under test.
  const titleId = useId();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={<span id={titleId}>{title}</span>}
      aria-labelledby={titleId}
      size="min(720px, 100vw)"
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        For <Typography.Text strong>{jobTitle}</Typography.Text>
      </Typography.Paragraph>
      {open && <ProposalForm {...formProps} />}
    </Drawer>
  );
}
