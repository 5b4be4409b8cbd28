import { lazy, useState } from 'react';
import FileAddOutlined from '@ant-design/icons-svg/es/asn/FileAddOutlined';
import { getErrorMessage, useCurrentUser } from '@freelane/shared';
import type { ChatPerson, ProjectBriefBody } from '@freelane/shared/contracts';
import { useProposeBriefMutation } from '../api/propose-brief';
import { OnceOpened, PlainButton, SvgIcon, useToasts } from '@freelane/shared/ui';

// Its form (Modal, Form, Select, InputNumber, Radio) loads when it is first opened.
const BriefFormDialog = lazy(() =>
  import('./brief-form-dialog').then((module) => ({ default: module.BriefFormDialog })),
);

/** A brief is agreed between a client and a freelancer, whichever of them proposes it. */
export function canProposeBrief(myRole: string | null | undefined, other: Pick<ChatPerson, 'role'>): boolean {
  return (myRole === 'client' && other.role === 'freelancer') || (myRole === 'freelancer' && other.role === 'client');
}

/**
 * "Add Project Brief": proposes the work (title, deliverables, budget, duration) in the conversation.
 * Shown only between a client and a freelancer; the hint says where the job goes once accepted,
 * which differs for the two roles.
 */
export function AddBriefButton({ other }: { other: ChatPerson }) {
  const role = useCurrentUser()?.role;
  const { message } = useToasts();
  const [open, setOpen] = useState(false);
  const [proposeBrief, { isLoading }] = useProposeBriefMutation();
  if (!canProposeBrief(role, other)) return null;

  const hint =
    role === 'client'
      ? `Propose the work, budget and timeline. When ${other.fullName} accepts, the job starts in your My Jobs.`
      : `Offer the work, budget and timeline. When ${other.fullName} accepts, the job starts in your My Projects.`;

  const handleSubmit = async (body: ProjectBriefBody) => {
    try {
      const result = await proposeBrief({ userId: other._id, body }).unwrap();
      message.success(result.message || 'Project brief sent.');
      setOpen(false);
      return true;
    } catch (error) {
      message.error(getErrorMessage(error, 'The project brief could not be sent.'));
      return false;
    }
  };

  return (
    <>
      {/* The hint shows on hover (antd's Tooltip did) and is read in the dialog's introduction. */}
      <PlainButton size="small" icon={<SvgIcon icon={FileAddOutlined} />} title={hint} onClick={() => setOpen(true)}>
        Add Project Brief
      </PlainButton>
      <OnceOpened open={open}>
        <BriefFormDialog
          open={open}
          title="Add Project Brief"
          okText="Send Brief"
          intro={hint}
          submitting={isLoading}
          onSubmit={handleSubmit}
          onCancel={() => setOpen(false)}
        />
      </OnceOpened>
    </>
  );
}
