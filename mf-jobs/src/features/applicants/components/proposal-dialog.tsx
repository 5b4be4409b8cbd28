import { messagePagePath } from '@freelane/shared/contracts';
import { LinkButton } from '@freelane/shared/ui';
import { Button, Flex, Modal } from 'antd';
import type { Application } from '@freelane/shared/contracts';
import { ApplicantIdentity } from './applicant-identity';
import { ApplicationStatusTag } from './application-status-tag';
import { ProposalDetails } from './proposal-details';

interface ProposalDialogProps {
  application: Application | null;
  /** Accept and reject are offered only on a pending proposal of an open job. */
  canDecide: boolean;
  deciding: boolean;
  onAccept: (application: Application) => void;
  onReject: (application: Application) => void;
  onClose: () => void;
}

/** The whole proposal, with the client's decisions (spec: accept → /myJobs, reject after confirmation). */
export function ProposalDialog({ application, canDecide, deciding, onAccept, onReject, onClose }: ProposalDialogProps) {
  const user = application?.applicant.user;
  return (
    <Modal
      open={!!application}
      onCancel={onClose}
      title={user ? `Proposal from ${user.fullName}` : 'Proposal'}
      width={720}
      footer={
        application && (
          <Flex gap={8} wrap justify="flex-end">
            <LinkButton to={messagePagePath(application.applicant.user._id)}>Message</LinkButton>
            {canDecide && (
              <>
                <Button danger onClick={() => onReject(application)} disabled={deciding}>
                  Reject
                </Button>
                <Button type="primary" onClick={() => onAccept(application)} loading={deciding}>
                  Accept
                </Button>
              </>
            )}
          </Flex>
        )
      }
    >
      {application && (
        <Flex vertical gap={16}>
          <Flex justify="space-between" align="center" gap={8} wrap>
            <ApplicantIdentity user={application.applicant.user} />
            <ApplicationStatusTag status={application.status} />
          </Flex>
          <ProposalDetails applicant={application.applicant} />
        </Flex>
      )}
    </Modal>
  );
}
