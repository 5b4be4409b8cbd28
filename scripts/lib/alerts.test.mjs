// The alerting rules (ops/prometheus/freelane-rules.yml) pass `promtool check rules`, fire and stay
// quiet as their unit tests say (`promtool test rules`), and every alert has a test where it fires;
// the Grafana dashboard's queries are valid PromQL. promtool comes from Debian's `prometheus`
// package: CI (CI=true) fails without it, a developer machine skips with a note. That the metrics
// they name exist is api/src/alert-metrics-postgres.test.ts's part.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { REPO_ROOT } from './paths.mjs';

const RULES_DIR = path.join(REPO_ROOT, 'ops', 'prometheus');
const RULES = path.join(RULES_DIR, 'freelane-rules.yml');
const RULE_TESTS = path.join(RULES_DIR, 'freelane-rules.test.yml');
const DASHBOARD = path.join(REPO_ROOT, 'ops', 'grafana', 'freelane.json');

const installed = spawnSync('promtool', ['--version'], { encoding: 'utf8' }).status === 0;
const skip = installed ? false : 'promtool is not installed (Debian: sudo apt-get install -y prometheus)';

function promtool(...args) {
  return spawnSync('promtool', args, { cwd: RULES_DIR, encoding: 'utf8' });
}
const output = (result) => `${result.stdout}\n${result.stderr}`.trim();

describe('promtool is there on CI', () => {
  it('fails CI when promtool is missing', { skip: process.env.CI === 'true' ? false : 'not CI' }, () => {
    assert.ok(installed, "CI must test the alerting rules: install Debian's prometheus package (.ci/run does)");
  });
});

describe('the alerting rules', { skip }, () => {
  it('pass promtool check rules (syntax, templates, no duplicate rules)', () => {
    const result = promtool('check', 'rules', RULES);
    assert.equal(result.status, 0, output(result));
  });

  it('fire and stay quiet as their unit tests say (promtool test rules)', () => {
    const result = promtool('test', 'rules', RULE_TESTS);
    assert.equal(result.status, 0, output(result));
  });

  it('every alert has a unit test where it fires', () => {
    const alerts = new Set([...readFileSync(RULES, 'utf8').matchAll(/^\s+- alert: (\w+)$/gm)].map((match) => match[1]));
    const firing = new Set(
      readFileSync(RULE_TESTS, 'utf8')
        .split(/^\s+- eval_time:/m)
        .filter((step) => /exp_alerts:\s*\n\s+- exp_labels/.test(step))
        .map((step) => /alertname: (\w+)/.exec(step)?.[1]),
    );
    const untested = [...alerts].filter((alert) => !firing.has(alert));
    assert.deepEqual(untested, [], `alerts no test sees firing: ${untested.join(', ')}`);
  });
});

describe('the Grafana dashboard', { skip }, () => {
  it('asks valid PromQL in every panel (checked by promtool as recording rules)', async () => {
    const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8'));
    const expressions = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr));
    assert.ok(expressions.length >= 10, `${expressions.length} queries`);
    // Grafana fills in $instance (a regex of the chosen processes) before Prometheus sees the query.
    const rules = expressions.map(
      (expr, index) =>
        `      - record: dashboard:query_${index}\n        expr: ${JSON.stringify(expr.replaceAll('$instance', '.*'))}`,
    );
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'freelane-dashboard-'));
    try {
      const file = path.join(dir, 'dashboard-queries.yml');
      await fs.writeFile(file, `groups:\n  - name: dashboard\n    rules:\n${rules.join('\n')}\n`);
      const result = promtool('check', 'rules', '--lint=none', file);
      assert.equal(result.status, 0, output(result));
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
