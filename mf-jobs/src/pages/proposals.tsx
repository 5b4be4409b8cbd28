import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Application } from '@freelane/shared/contracts';
import { LoadingState, OnceOpened, PageContainer, PlainTabs, lazyPart } from '@freelane/shared/ui';
import { MyApplicationsPanel } from '../features/proposals/components/my-applications-panel';
import { readApplicationFilter, type ApplicationFilter } from '../features/proposals/lib/application-filters';

// Both draw antd: each loads (with antd) when first opened (issue 39); the received tab also before
// the first render when the URL opens it (preloadFor).
const EditProposalDrawer = lazy(() => import('../features/proposal-form/components/edit-proposal-drawer'));
const ReceivedProposals = lazyPart(
  () =>
    import(
      /* webpackChunkName: "part_Proposals_tab_received" */ '../features/proposals/components/received-proposals-island'
    ),
);

type ProposalsTab = 'mine' | 'received';

/** The tab the URL opens (`?tab=received`), the freelancer's own applications otherwise. */
function tabIn(params: URLSearchParams): ProposalsTab {
  return params.get('tab') === 'received' ? 'received' : 'mine';
}

/**
 * The shell's first-page contract (shell/src/lib/first-page.ts): at `?tab=received` the first
 * screen is that tab, so its code loads before the server's render and the app's first one.
 */
export function preloadFor({ search }: { pathname: string; search: string }): Promise<unknown> | undefined {
  return tabIn(new URLSearchParams(search)) === 'received' ? ReceivedProposals.load() : undefined;
}

/**
 * /proposals — the freelancer's own applications (editable while pending) and briefs received from
 * clients. The first tab is drawn with the plain components only (issue 39); the second tab and the
 * edit drawer bring antd when opened.
 */
function Proposals() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabIn(searchParams);
  const filter = readApplicationFilter(searchParams.get('status'));
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const [editing, setEditing] = useState<Application | null>(null);

  const change = (changes: { tab?: ProposalsTab; filter?: ApplicationFilter; page?: number }) => {
    const next = { tab, filter, page, ...changes };
    const params = new URLSearchParams();
    if (next.tab !== 'mine') params.set('tab', next.tab);
    if (next.filter !== 'all') params.set('status', next.filter);
    if (next.page > 1) params.set('page', String(next.page));
    setSearchParams(params);
  };

  return (
    <PageContainer>
      <h1 className="fl-title" style={{ marginTop: 0 }}>
        Proposals
      </h1>
      <PlainTabs<ProposalsTab>
        activeKey={tab}
        onChange={(key) => change({ tab: key, page: 1 })}
        items={[
          {
            key: 'mine',
            label: 'My Applications',
            children: <MyApplicationsPanel filter={filter} page={page} onChange={change} onEdit={setEditing} />,
          },
          {
            key: 'received',
            label: 'Proposals from Clients',
            children: (
              <Suspense fallback={<LoadingState label="Loading proposals from clients" rows={5} />}>
                <ReceivedProposals />
              </Suspense>
            ),
          },
        ]}
      />
      <OnceOpened open={editing !== null}>
        <EditProposalDrawer editing={editing} onClose={() => setEditing(null)} />
      </OnceOpened>
    </PageContainer>
  );
}

export default Proposals;
