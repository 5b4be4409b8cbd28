import { fetchAhead } from '@freelane/shared';
import { ROUTE_TABLE } from '@freelane/shared/pages';
import { DATA_AHEAD, fetchDataAhead } from './data-ahead';

jest.mock('@freelane/shared', () => ({
  ...jest.requireActual<object>('@freelane/shared'),
  fetchAhead: jest.fn(),
}));

describe('the first data of a page, asked for as the navigation starts', () => {
  it('is declared for routes of the table only', () => {
    const paths = new Set<string>(ROUTE_TABLE.map((route) => route.path));
    for (const path of Object.keys(DATA_AHEAD)) expect(paths.has(path)).toBe(true);
  });

  it("is the job page's own query for a job page, nothing for a page without", () => {
    fetchDataAhead('/jobs/:id', { id: 'a b' });
    fetchDataAhead('/about', {});
    expect(jest.mocked(fetchAhead).mock.calls).toEqual([['/job/page/a%20b']]);
  });

  it("is the blog's every post (an empty keyword, as its query asks) and a post's own answer", () => {
    jest.mocked(fetchAhead).mockClear();
    fetchDataAhead('/blog', {});
    fetchDataAhead('/blogInside/:id', { id: 'p1' });
    expect(jest.mocked(fetchAhead).mock.calls).toEqual([['/blog/getAllBlog?keyword='], ['/blog/getBlogById/p1']]);
  });

  it("is the client's open jobs and packages for /screening-tools, and the named job's screening and the form's picker at ?jobId=", () => {
    jest.mocked(fetchAhead).mockClear();
    fetchDataAhead('/screening-tools', {}, new URLSearchParams('jobId=j1'));
    fetchDataAhead('/screening-tools', {}, new URLSearchParams(''));
    const openJobs = '/job/adminJobs?limit=50&page=1&status=active';
    const packages = '/screening/packages?limit=10&page=1';
    expect(jest.mocked(fetchAhead).mock.calls).toEqual([
      [openJobs],
      [packages],
      ['/screening/jobs/j1'],
      ['/screening/packages?limit=100&page=1'],
      [openJobs],
      [packages],
    ]);
  });

  it('is the named job and its screening for /viewApplicants, which shows them with the list', () => {
    jest.mocked(fetchAhead).mockClear();
    fetchDataAhead('/viewApplicants', {}, new URLSearchParams('jobId=j1'));
    fetchDataAhead('/viewApplicants', {}, new URLSearchParams(''));
    expect(jest.mocked(fetchAhead).mock.calls).toEqual([['/job/getJob/j1'], ['/screening/jobs/j1']]);
  });

  it("is the assistant dashboard's cards, fees, the clients a job may be drafted for and the drafts", () => {
    jest.mocked(fetchAhead).mockClear();
    fetchDataAhead('/hiringAssistantDashboard', {});
    expect(jest.mocked(fetchAhead).mock.calls).toEqual([
      ['/hiring/clients?limit=10&page=1'],
      ['/hiring/fees?limit=1&page=1'],
      ['/hiring/clients?limit=100&page=1'],
      ['/hiring/drafts?as=assistant&limit=5&page=1'],
    ]);
  });

  it("is My Project's first page when the address names no filter, view or page", () => {
    jest.mocked(fetchAhead).mockClear();
    fetchDataAhead('/my-project', {});
    fetchDataAhead('/my-project', {}, new URLSearchParams('status=review'));
    expect(jest.mocked(fetchAhead).mock.calls).toEqual([['/application/getAcceptedJobs?limit=12&page=1&status=all']]);
  });

  it("is the job of a job's page (?jobId=), with a completed job's reviews and a dispute's own answer", () => {
    jest.mocked(fetchAhead).mockClear();
    for (const path of ['/edit-jobs', '/takeAction', '/reviewChanges', '/completedJobs', '/dispute'])
      fetchDataAhead(path, {}, new URLSearchParams('jobId=j1'));
    fetchDataAhead('/takeAction', {}, new URLSearchParams(''));
    expect(jest.mocked(fetchAhead).mock.calls).toEqual([
      ['/job/getJob/j1'],
      ['/job/getJob/j1'],
      ['/job/getJob/j1'],
      ['/job/getJob/j1'],
      ['/review/job/j1'],
      ['/dispute/job/j1'],
    ]);
  });

  it("is Earnings' first page of completed jobs when the address names no page", () => {
    jest.mocked(fetchAhead).mockClear();
    fetchDataAhead('/earnings', {});
    fetchDataAhead('/earnings', {}, new URLSearchParams('page=2'));
    expect(jest.mocked(fetchAhead).mock.calls).toEqual([
      ['/application/getAcceptedJobs?limit=10&page=1&status=completed'],
    ]);
  });
});
