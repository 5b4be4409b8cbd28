import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_NAMES, type Job } from '@freelane/shared/contracts';
import { MY_PROJECT_FIRST } from '@freelane/shared/contracts/endpoints/application';
import {
  LinkButton,
  LoadingState,
  OnceOpened,
  PageContainer,
  PagedList,
  PlainButton,
  PlainEmpty,
  lazyPart,
} from '@freelane/shared/ui';
import { PageGrid } from '../components/page-grid';
import { useGetAcceptedJobsQuery } from '../api/get-accepted-jobs';
import { ProjectCard } from '../features/my-project/components/project-card';
import { ProjectFilters } from '../features/my-project/components/project-filters';
import {
  PROJECT_FILTER_LABELS,
  readProjectFilter,
  type ProjectFilter,
  type ProjectView,
} from '../features/my-project/lib/project-filters';

// Both draw antd: each loads (with antd) when chosen or opened (issue 39); the table also before the
// first render when the URL asks for it (preloadFor).
const ProjectTable = lazyPart(
  () =>
    import(
      /* webpackChunkName: "part_MyProject_view_table" */ '../features/my-project/components/project-table-island'
    ),
);
const SubmitWorkDialog = lazy(() => import('../features/work-submission/components/submit-work-island'));

export const MY_PROJECT_PAGE_SIZE = MY_PROJECT_FIRST.limit;

/** The layout the URL asks for (`?view=table`), the grid otherwise. */
function viewIn(params: URLSearchParams): ProjectView {
  return params.get('view') === 'table' ? 'table' : 'grid';
}

/**
 * The shell's first-page contract (shell/src/lib/first-page.ts): at `?view=table` the first screen
 * is the table, so its code loads before the server's render and the app's first one (issue 39).
 */
export function preloadFor({ search }: { pathname: string; search: string }): Promise<unknown> | undefined {
  return viewIn(new URLSearchParams(search)) === 'table' ? ProjectTable.load() : undefined;
}

/**
 * /my-project — the jobs the freelancer was hired on, filtered by status, as a grid or a table. The
 * grid is drawn with the plain components only (issue 39); the table and Submit Work bring antd.
 */
function MyProject() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = readProjectFilter(searchParams.get('status'));
  const view = viewIn(searchParams);
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const query = useGetAcceptedJobsQuery({ status: filter, page, limit: MY_PROJECT_PAGE_SIZE });
  const [submitting, setSubmitting] = useState<Job | null>(null);

  const update = (changes: { filter?: ProjectFilter; view?: ProjectView; page?: number }) => {
    const next = { filter, view, page: 1, ...changes };
    const params = new URLSearchParams();
    if (next.filter !== 'all') params.set('status', next.filter);
    if (next.view !== 'grid') params.set('view', next.view);
    if (next.page > 1) params.set('page', String(next.page));
    setSearchParams(params);
  };

  const jobs = query.data?.applications.map((record) => record.job);
  return (
    <PageContainer>
      <h1 className="fl-title" style={{ marginTop: 0 }}>
        {PAGE_NAMES.freelancerProjects}
      </h1>
      <ProjectFilters
        filter={filter}
        view={view}
        onFilter={(next) => update({ filter: next })}
        onView={(next) => update({ view: next, page })}
      />
      <PagedList
        query={query}
        items={jobs}
        pagination={query.data?.pagination}
        onPageChange={(next) => update({ page: next })}
        loading={<LoadingState label="Loading your projects" />}
        errorTitle="We couldn't load your projects"
        errorFallback="Something went wrong while loading your projects. Please try again."
        empty={
          <PlainEmpty
            description={
              filter === 'all'
                ? 'You have not been hired on a job yet. Send proposals to open jobs to get started.'
                : `No projects with the status “${PROJECT_FILTER_LABELS[filter]}”.`
            }
          >
            {filter === 'all' ? (
              <LinkButton type="primary" to="/find-jobs">
                Find Jobs
              </LinkButton>
            ) : (
              <PlainButton onClick={() => update({ filter: 'all' })}>Show all projects</PlainButton>
            )}
          </PlainEmpty>
        }
      >
        {(projects) =>
          view === 'grid' ? (
            <PageGrid layout="cards">
              {projects.map((job) => (
                <ProjectCard key={job._id} job={job} onSubmitWork={setSubmitting} />
              ))}
            </PageGrid>
          ) : (
            <Suspense fallback={<LoadingState label="Loading your projects" />}>
              <ProjectTable jobs={[...projects]} onSubmitWork={setSubmitting} />
            </Suspense>
          )
        }
      </PagedList>
      <OnceOpened open={submitting !== null}>
        <SubmitWorkDialog job={submitting} onClose={() => setSubmitting(null)} />
      </OnceOpened>
    </PageContainer>
  );
}

export default MyProject;
