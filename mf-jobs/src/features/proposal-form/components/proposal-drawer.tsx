import { useId } from 'react';
import { Drawer, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { getErrorMessage, useGetJobScreeningQuery } from '@freelane/shared';
import type { ProposalBodyInput } from '@freelane/shared/contracts';
import { ErrorState, LoadingState } from '@freelane/shared/ui';
import type { ProposalFormValues } from '../lib/proposal-values';
import { ProposalForm } from './proposal-form';
import { jobPagePath } from '../../../lib/job-page-link';

interface ProposalDrawerProps {
  open: boolean;
  /** The job the proposal is for. */
  jobId: string | null;
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
export function ProposalDrawer({ open, jobId, jobTitle, title, onClose, ...formProps }: ProposalDrawerProps) {
  // Named explicitly: antd's generated title id is not unique under test.
  const titleId = useId();
  // The requirements and questions come first, so the form waits for them (its values are set once, on mount).
  const screening = useGetJobScreeningQuery(jobId ?? '', { skip: !open || !jobId });
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
        For{' '}
        <Typography.Text strong>
          {/* The whole post, to read again before sending (it opens beside the form). */}
          {jobId ? (
            <Link to={jobPagePath(jobId)} target="_blank">
              {jobTitle}
            </Link>
          ) : (
            jobTitle
          )}
        </Typography.Text>
      </Typography.Paragraph>
      {!open ? null : screening.isLoading ? (
        <LoadingState label="Loading the job's requirements" />
      ) : screening.isError ? (
        <ErrorState
          title="We couldn't load this job's requirements"
          message={getErrorMessage(screening.error, 'Something went wrong while loading the job.')}
          onRetry={() => void screening.refetch()}
        />
      ) : (
        <ProposalForm {...formProps} screening={screening.data?.screening ?? null} />
      )}
    </Drawer>
  );
}
