import { AntdProvider } from '@freelane/shared/ui';
import { ProposalDrawer } from './proposal-drawer';
import { useSendProposal } from '../hooks/use-send-proposal';

interface ApplyDrawerProps {
  open: boolean;
  job: { _id: string; title: string };
  /** Set once the freelancer has a proposal on the job: the form then says so instead of sending. */
  applied: boolean;
  onClose: () => void;
}

/**
 * The job page's Apply (/jobs/:id): Find Jobs' proposal form, loaded (with antd) only when a freelancer opens
 * it, so the job page itself stays a plain first screen.
 */
export default function ApplyDrawer({ open, job, applied, onClose }: ApplyDrawerProps) {
  const { apply, sending } = useSendProposal();
  return (
    <AntdProvider>
      <ProposalDrawer
        open={open}
        title="Submit a Proposal"
        jobId={job._id}
        jobTitle={job.title}
        submitLabel="Submit Proposal"
        submitting={sending}
        disabledReason={applied ? 'You have applied to this job already.' : null}
        onClose={onClose}
        onSubmit={(body) =>
          void apply(job._id, body).then((sent) => {
            if (sent) onClose();
          })
        }
      />
    </AntdProvider>
  );
}
