import { useState } from 'react';
import type { Job } from '@freelane/shared/contracts';
import { messagePagePath } from '@freelane/shared/contracts/page-paths';
import { FlexBox, LinkButton, PlainAlert, PlainCard, PlainEmpty, PlainTabs } from '@freelane/shared/ui';
import { JobStatusTag } from '../../../components/job-status-tag';
import { PaymentAction } from '../../../components/payment-action';
import { WorkFileList } from '../../../components/work-file-list';
import { jobPagePath } from '../../../lib/job-page-path';
import { ContractDetails } from './contract-details';

type ContractTab = 'details' | 'deliverables' | 'milestones' | 'messages';

interface ContractViewProps {
  job: Job;
  /** The signed-in user, to name "the other party" of the contract. */
  viewerId: string | undefined;
}

/** The next step for whoever is looking, when there is one. */
function NextStep({ job, isClient }: { job: Job; isClient: boolean }) {
  if (job.paymentStatus === 'pending' || job.paymentStatus === 'paid')
    return (
      <PaymentAction
        side={isClient ? 'client' : 'freelancer'}
        jobId={job._id}
        title={job.title}
        amount={job.agreedAmount.amount}
        otherParty={(isClient ? job.hiredFreelancer?.fullName : job.owner.fullName) ?? 'the other party'}
        paymentStatus={job.paymentStatus}
      />
    );
  if (isClient && job.status === 'paused')
    return (
      <LinkButton type="primary" to={jobPagePath('/takeAction', job._id)}>
        Take Action
      </LinkButton>
    );
  if (!isClient && job.status === 'review')
    return (
      <LinkButton type="primary" to={jobPagePath('/viewRevision', job._id)}>
        Complete Revision
      </LinkButton>
    );
  return null;
}

function Deliverables({ job }: { job: Job }) {
  return (
    <FlexBox vertical gap={16}>
      {job.delivarables && (
        <section aria-labelledby={`agreed-deliverables-${job._id}`}>
          <h3 className="fl-title" id={`agreed-deliverables-${job._id}`} style={{ fontSize: 16 }}>
            Agreed deliverables
          </h3>
          <p className="fl-paragraph fl-text-secondary" style={{ marginBottom: 8 }}>
            As agreed in the project brief accepted in Messages.
          </p>
          <p className="fl-paragraph" style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
            {job.delivarables}
          </p>
        </section>
      )}
      {job.reviewChanges && (
        <PlainAlert type="info" title="Revision requested by the client">
          <span style={{ whiteSpace: 'pre-wrap' }}>{job.reviewChanges}</span>
        </PlainAlert>
      )}
      <WorkFileList files={job.files} />
    </FlexBox>
  );
}

/**
 * The real contract for both parties: Details, Deliverables, Milestones and Messages. Plain (issue
 * 39): it is /completedJobs' first screen, so its tabs are `PlainTabs` and its facts a plain table.
 */
export function ContractView({ job, viewerId }: ContractViewProps) {
  const [tab, setTab] = useState<ContractTab>('details');
  const isClient = viewerId === job.owner._id;
  const otherParty = isClient ? job.hiredFreelancer : job.owner;
  return (
    <FlexBox vertical gap={16}>
      <FlexBox justify="space-between" align="center" gap={12} wrap>
        <FlexBox gap={12} align="center" wrap>
          <h2 className="fl-title" style={{ margin: 0, fontSize: 24 }}>
            {job.title}
          </h2>
          <JobStatusTag status={job.status} />
        </FlexBox>
        <NextStep job={job} isClient={isClient} />
      </FlexBox>
      <PlainCard>
        <PlainTabs<ContractTab>
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'details', label: 'Details', children: <ContractDetails job={job} /> },
            { key: 'deliverables', label: 'Deliverables', children: <Deliverables job={job} /> },
            {
              key: 'milestones',
              label: 'Milestones',
              children: (
                <PlainEmpty description="This contract is one fixed-price delivery, so it has no milestones." />
              ),
            },
            {
              key: 'messages',
              label: 'Messages',
              children: otherParty ? (
                <PlainEmpty description={`Your conversation with ${otherParty.fullName} is in Messages.`}>
                  <LinkButton type="primary" to={messagePagePath(otherParty._id)}>
                    Message {otherParty.fullName}
                  </LinkButton>
                </PlainEmpty>
              ) : (
                <PlainEmpty description="Messages open once a freelancer is hired." />
              ),
            },
          ]}
        />
      </PlainCard>
    </FlexBox>
  );
}
