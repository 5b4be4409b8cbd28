import { useSearchParams } from 'react-router-dom';
import { useGetSuggestedFreelancersQuery } from '@freelane/shared';
import { knownValue } from '@freelane/shared/contracts/known-values';
import { TALENT_SORTS, type TalentSort } from '@freelane/shared/contracts/talent-sorts';
import { PageContainer, PagedList, PlainButton, PlainEmpty, SearchForm, useConnect } from '@freelane/shared/ui';
import { CategoryChips } from '../features/talent/components/category-chips';
import { FreelancerCard } from '../features/talent/components/freelancer-card';
import { FreelancerGridSkeleton } from '../features/talent/components/freelancer-grid-skeleton';
import { TalentSortControls } from '../features/talent/components/talent-sort-controls';
import '../features/talent/components/talent.css';

export const TALENT_PAGE_SIZE = 12;

/** /find-talent — search freelancers by skill or title; the search, order and page live in the URL. */
function FindTalent() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = (searchParams.get('search') ?? '').trim();
  // Read without zod (issue 39): an unknown order is the default, as the contract's `.catch` was.
  const sort: TalentSort = knownValue(TALENT_SORTS, searchParams.get('sort')) ?? 'newest';
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const query = useGetSuggestedFreelancersQuery({
    search,
    sort,
    page,
    limit: TALENT_PAGE_SIZE,
  });
  const { connect, connectingId, currentUserId } = useConnect();

  // Any new search or order starts again at page 1; empty values stay out of the URL.
  const update = (changes: { search?: string; sort?: TalentSort; page?: number }) => {
    const next = { search, sort, page: 1, ...changes };
    const params = new URLSearchParams();
    if (next.search) params.set('search', next.search);
    if (next.sort !== 'newest') params.set('sort', next.sort);
    if (next.page > 1) params.set('page', String(next.page));
    setSearchParams(params);
  };

  const total = query.data?.pagination.total ?? 0;
  return (
    <>
      <div
        style={{
          background:
            'linear-gradient(135deg, var(--fl-color-primary-tint) 0%, var(--fl-color-primary-tint-subtle) 100%)',
        }}
      >
        <PageContainer>
          <h1 className="fl-title" style={{ marginTop: 0 }}>
            Find the right talent
          </h1>
          <p className="fl-paragraph fl-text-secondary" style={{ fontSize: 16, maxWidth: 640 }}>
            Search freelancers by skill or professional title, then connect and talk directly — no commission.
          </p>
          <SearchForm
            key={search}
            search={search}
            onSearch={(text) => update({ search: text })}
            label="Search freelancers"
            placeholder="Search by skill or title, e.g. web developer"
          />
          <div style={{ marginTop: 16 }}>
            <CategoryChips search={search} onSelect={(text) => update({ search: text })} />
          </div>
        </PageContainer>
      </div>
      <PageContainer>
        <div
          id="talent-results"
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 16,
            marginBottom: 24,
          }}
        >
          <h2 className="fl-title" style={{ fontSize: 20, margin: 0 }}>
            <span role="status">
              {query.isLoading ? 'Searching…' : `${total} ${total === 1 ? 'freelancer' : 'freelancers'} found`}
              {search && !query.isLoading ? ` for “${search}”` : ''}
            </span>
          </h2>
          <TalentSortControls sort={sort} onChange={(next) => update({ sort: next })} />
        </div>
        <PagedList
          query={query}
          items={query.data?.users}
          pagination={query.data?.pagination}
          onPageChange={(next) => {
            update({ page: next });
            document.getElementById('talent-results')?.scrollIntoView?.({ behavior: 'smooth' });
          }}
          loading={<FreelancerGridSkeleton />}
          errorTitle="We couldn't load freelancers"
          errorFallback="Something went wrong while loading freelancers. Please try again."
          empty={
            <PlainEmpty
              description={search ? `No freelancers match “${search}” yet.` : 'No freelancers have joined yet.'}
            >
              {search && <PlainButton onClick={() => update({ search: '' })}>Show all freelancers</PlainButton>}
            </PlainEmpty>
          }
        >
          {(freelancers) => (
            <div className="fl-talent-grid">
              {freelancers.map((freelancer) => (
                <FreelancerCard
                  key={freelancer._id}
                  freelancer={freelancer}
                  connecting={connectingId === freelancer._id}
                  canConnect={freelancer._id !== currentUserId}
                  onConnect={(id) => void connect(id)}
                />
              ))}
            </div>
          )}
        </PagedList>
      </PageContainer>
    </>
  );
}

export default FindTalent;
