import { useState } from 'react';
import { Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import type { Application } from '@freelane/shared/contracts';
import { PageContainer, withAntd } from '@freelane/shared/ui';
import { ProposalDrawer } from '../features/proposal-form/components/proposal-drawer';
import { useSendProposal } from '../features/proposal-form/hooks/use-send-proposal';
import { toProposalValues } from '../features/proposal-form/lib/proposal-values';
import { MyApplicationsPanel } from '../features/proposals/components/my-applications-panel';
import { ReceivedProposalsPanel } from '../features/proposals/components/received-proposals-panel';
import { readApplicationFilter, type ApplicationFilter } from '../features/proposals/lib/application-filters';

type ProposalsTab = 'mine' | 'received';

/** /proposals — the freelancer's own applications (editable while pending) and briefs received from clients. */
function Proposals() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: ProposalsTab = searchParams.get('tab') === 'received' ? 'received' : 'mine';
  const filter = readApplicationFilter(searchParams.get('status'));
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const [editing, setEditing] = useState<Application | null>(null);
  const { update, sending } = useSendProposal();

  const change = (changes: { tab?: ProposalsTab; filter?: ApplicationFilter; page?: number }) => {
    const next = { tab, filter, page, ...changes };
    const params = new URLSearchParams();
    if (next.tab !== 'mine') params.set('tab', next.tab);
    if (next.filter !== 'all') params.set('status', next.filter);
    if (next.page > 1) params.set('page', String(next.page));
    setSearchParams(params);
  };

  const handleResubmit = async (body: Parameters<typeof update>[1]) => {
    if (editing && (await update(editing._id, body))) setEditing(null);
  };

  return (
    <PageContainer>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Proposals
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => change({ tab: key as ProposalsTab, page: 1 })}
        items={[
          {
            key: 'mine',
            label: 'My Applications',
            children: <MyApplicationsPanel filter={filter} page={page} onChange={change} onEdit={setEditing} />,
          },
          { key: 'received', label: 'Proposals from Clients', children: <ReceivedProposalsPanel /> },
        ]}
      />
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
        onClose={() => setEditing(null)}
        onSubmit={(body) => void handleResubmit(body)}
      />
    </PageContainer>
  );
}

export default withAntd(Proposals);
