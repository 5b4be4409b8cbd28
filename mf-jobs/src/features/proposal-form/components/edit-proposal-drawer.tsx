import type { Application } from '@freelane/shared/contracts';
import { AntdProvider } from '@freelane/shared/ui';
import { ProposalDrawer } from './proposal-drawer';
import { useSendProposal } from '../hooks/use-send-proposal';
import { toProposalValues } from '../lib/proposal-values';

interface EditProposalDrawerProps {
  /** The proposal being edited; null once closed (the drawer animates shut). */
  editing: Application | null;
  onClose: () => void;
}

/**
 * /proposals' Edit Proposal: the proposal form in a drawer, loaded (with antd) only when a freelancer
 * first opens it, so the list stays a plain first screen (issue 39).
 */
export default function EditProposalDrawer({ editing, onClose }: EditProposalDrawerProps) {
  const { update, sending } = useSendProposal();
  const handleResubmit = async (body: Parameters<typeof update>[1]) => {
    if (editing && (await update(editing._id, body))) onClose();
  };
  return (
    <AntdProvider>
      <ProposalDrawer
        // Re-created per application so the form starts from that proposal.
        key={editing?._id ?? 'none'}
        open={editing !== null}
        title="Edit Proposal"
        jobId={editing?.job._id ?? null}
        jobTitle={editing?.job.title ?? ''}
        submitLabel="Resubmit Proposal"
        initialValues={editing ? toProposalValues(editing.applicant) : undefined}
        submitting={sending}
        onClose={onClose}
        onSubmit={(body) => void handleResubmit(body)}
      />
    </AntdProvider>
  );
}
