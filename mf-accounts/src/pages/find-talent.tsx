import { Button, Col, Empty, Flex, Row, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useGetSuggestedFreelancersQuery } from '@freelane/shared';
import { talentSort, type TalentSort } from '@freelane/shared/contracts';
import { PageContainer, PagedList, SearchForm, useConnect, withAntd } from '@freelane/shared/ui';
import { CategoryChips } from '../features/talent/components/category-chips';
import { FreelancerCard } from '../features/talent/components/freelancer-card';
import { FreelancerGridSkeleton } from '../features/talent/components/freelancer-grid-skeleton';
import { TalentSortControls } from '../features/talent/components/talent-sort-controls';

export const TALENT_PAGE_SIZE = 12;

/** /find-talent — search freelancers by skill or title; the search, order and page live in the URL. */
function FindTalent() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = (searchParams.get('search') ?? '').trim();
  const sort: TalentSort = talentSort.catch('newest').parse(searchParams.get('sort') ?? undefined);
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
          <Typography.Title level={1} style={{ marginTop: 0 }}>
            Find the right talent
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ fontSize: 16, maxWidth: 640 }}>
            Search freelancers by skill or professional title, then connect and talk directly — no commission.
          </Typography.Paragraph>
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
        <Flex id="talent-results" justify="space-between" align="center" wrap gap={16} style={{ marginBottom: 24 }}>
          <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
            <span role="status">
              {query.isLoading ? 'Searching…' : `${total} ${total === 1 ? 'freelancer' : 'freelancers'} found`}
              {search && !query.isLoading ? ` for “${search}”` : ''}
            </span>
          </Typography.Title>
          <TalentSortControls sort={sort} onChange={(next) => update({ sort: next })} />
        </Flex>
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
            <Empty description={search ? `No freelancers match “${search}” yet.` : 'No freelancers have joined yet.'}>
              {search && <Button onClick={() => update({ search: '' })}>Show all freelancers</Button>}
            </Empty>
          }
        >
          {(freelancers) => (
            <Row gutter={[16, 16]}>
              {freelancers.map((freelancer) => (
                <Col key={freelancer._id} xs={24} sm={12} lg={8}>
                  <FreelancerCard
                    freelancer={freelancer}
                    connecting={connectingId === freelancer._id}
                    canConnect={freelancer._id !== currentUserId}
                    onConnect={(id) => void connect(id)}
                  />
                </Col>
              ))}
            </Row>
          )}
        </PagedList>
      </PageContainer>
    </>
  );
}

export default withAntd(FindTalent);
