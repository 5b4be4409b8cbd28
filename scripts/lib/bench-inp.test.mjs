import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { formRoutes } from './bench-inp-forms.mjs';
import { INP_ACTIONS, inpCoverage, SECONDARY_FORMS } from './bench-inp.mjs';
import { loadRouteTable } from './bench-routes.mjs';
import { REPO_ROOT } from './paths.mjs';

/**
 * The form pages whose main action is not measured yet (issue 39, docs/decisions.md): the bench
 * prints each as a failing "not measured" row. A page leaves this list when its action is added to
 * INP_ACTIONS; a new form page makes this test fail until it is measured or listed here.
 */
const NOT_YET_MEASURED = [];

describe('inpCoverage', () => {
  const table = [
    { path: '/post-jobs', remote: 'mf_jobs', module: './PostJob', access: 'client' },
    { path: '/reports', remote: 'mf_jobs', module: './Reports', access: 'client' },
    { path: '/browse', remote: 'mf_public', module: './Browse', access: 'public' },
  ];

  it('names a page with a form and no INP entry; a measured page and a page with only a search box are not named', async () => {
    const findForms = async () => [
      { route: '/post-jobs', files: ['mf-jobs/src/features/job-form/components/job-form.tsx'] },
      { route: '/reports', files: ['shared/src/ui/search-form.tsx', 'mf-jobs/src/features/reports/report-form.tsx'] },
      { route: '/browse', files: ['shared/src/ui/search-form.tsx'] },
    ];
    const missing = await inpCoverage(table, findForms);
    assert.deepEqual(
      missing.map(({ route, files }) => [route, files]),
      [['/reports', ['mf-jobs/src/features/reports/report-form.tsx']]],
    );
    assert.match(missing[0].why, /report-form\.tsx/);
  });
});

describe('the INP part covers every form page of the route table', { timeout: 300_000 }, async () => {
  const routeTable = await loadRouteTable();
  const forms = await formRoutes(routeTable);
  const byRoute = new Map(forms.map((found) => [found.route, found.files]));

  it('finds each measured page as a form page, by the form its action submits', () => {
    // The detection is not vacuous: every page the bench taps is found, through its form's file.
    const expected = {
      '/post-jobs': 'job-form.tsx',
      '/message': 'brief-form-dialog.tsx',
      '/find-jobs': 'proposal-form.tsx',
      '/login': 'login.tsx',
      '/editProfile': 'personal-info-section.tsx',
      '/dispute': 'proposal-form.tsx',
      '/completedJobs': 'review-form.tsx',
      '/SignUp': 'sign-up.tsx',
      '/forget-password': 'forget-password.tsx',
      '/edit-jobs': 'job-form.tsx',
      '/saved-searches': 'save-search-dialog.tsx',
      '/jobs/:id': 'proposal-form.tsx',
      '/proposals': 'proposal-form.tsx',
      '/takeAction': 'incomplete-work-dialog.tsx',
      '/reviewChanges': 'revision-request-form.tsx',
      '/viewRevision': 'clarification-dialog.tsx',
      '/screening-tools': 'job-screening-panel.tsx',
      '/joinAsMentor': 'join-as-mentor.tsx',
      '/applyHiringForm': 'hiring-application-form.tsx',
      '/adminPanel': 'decision-dialog.tsx',
      '/hire-selectionAssistant': 'appoint-dialog.tsx',
      '/hiringAssistantDashboard': 'draft-job-dialog.tsx',
      '/recover-password/:id': 'recover-password.tsx',
    };
    assert.deepEqual(INP_ACTIONS.map((action) => action.route).sort(), Object.keys(expected).sort());
    for (const [route, file] of Object.entries(expected)) {
      const files = byRoute.get(route) ?? [];
      assert.ok(
        files.some((found) => path.basename(found) === file),
        `${route}: ${file} not among ${files.join(', ')}`,
      );
    }
    // A page without a form is not a form page.
    assert.equal(byRoute.has('/about'), false);
    assert.equal(byRoute.has('/privacy-policy'), false);
  });

  it('every form page is measured or a known gap, and every known gap is still one', async () => {
    const missing = (await inpCoverage(routeTable, async () => forms)).map((entry) => entry.route);
    assert.deepEqual(missing, NOT_YET_MEASURED);
  });

  it('every INP route and every secondary form exists', () => {
    const routes = new Set(routeTable.map((entry) => entry.path));
    for (const action of INP_ACTIONS) assert.ok(routes.has(action.route), `${action.route} is not a route`);
    for (const file of Object.keys(SECONDARY_FORMS)) assert.ok(existsSync(path.join(REPO_ROOT, file)), file);
  });
});
