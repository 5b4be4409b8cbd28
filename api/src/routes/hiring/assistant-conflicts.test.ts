import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { JobDraft } from '@freelane/shared/contracts';
import {
  buildAdmin,
  buildApplication,
  buildClient,
  buildFreelancer,
  buildJob,
  jobInput,
  proposalInput,
  signIn,
  type BuiltUser,
} from '../../testing/factories';
import { acceptedAppointment, approveAsAssistant } from '../../testing/hiring-fixtures';
import { buildTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
let admin: BuiltUser;
before(async () => {
  ctx = await buildTestApp();
  admin = await buildAdmin(ctx);
});
after(() => ctx.close());

/** A client, and an approved hiring assistant the client appointed on one open job, who accepted. */
async function appointedAssistant() {
  const client = await buildClient(ctx);
  const assistant = await buildFreelancer(ctx);
  await approveAsAssistant(ctx, assistant, admin);
  const job = await buildJob(ctx, client);
  await acceptedAppointment(ctx, client, assistant, job);
  return {
    client,
    clientAgent: await signIn(ctx, client),
    assistant,
    assistantAgent: await signIn(ctx, assistant),
    job,
  };
}

describe('the assistant of a job, or who drafted it, never competes for it (issue 34)', () => {
  it('an assistant who drafted a job for the client cannot apply to it once it is approved', async () => {
    const { client, clientAgent, assistantAgent } = await appointedAssistant();
    const sent = await assistantAgent.post('/api/v1/hiring/drafts', {
      clientId: client.user.id,
      job: jobInput(ctx, { title: `Shop redesign ${Date.now().toString(36)}` }),
    });
    assert.equal(sent.statusCode, 201, sent.body);
    const approved = await clientAgent.post(`/api/v1/hiring/drafts/${(sent.json().draft as JobDraft)._id}/approve`);
    assert.equal(approved.statusCode, 200, approved.body);
    const jobId = (approved.json().draft as JobDraft).jobId;
    assert.ok(jobId, 'the approved draft names its job');

    const applied = await assistantAgent.post(`/api/v1/application/applyJobs/${jobId}`, proposalInput());
    assert.equal(applied.statusCode, 403, applied.body);
    assert.equal(applied.json().code, 'ASSISTANT_OF_JOB');
  });

  it('is never hired on it either, whatever proposal rows exist (made under the old rules)', async () => {
    // The assistant of the job: a proposal row such as the old rules or a race could leave.
    const { clientAgent, assistant, job } = await appointedAssistant();
    const appointedProposal = await buildApplication(ctx, job, assistant);
    const hireAppointed = await clientAgent.post(`/api/v1/application/updateStatus/${appointedProposal.id}`, {
      status: 'accepted',
    });
    assert.equal(hireAppointed.statusCode, 403, hireAppointed.body);
    assert.equal(hireAppointed.json().code, 'ASSISTANT_OF_JOB');
    const stored = await ctx.app.repos.jobs.findById(job.id);
    assert.equal(stored?.hiredFreelancerId, null, 'nobody was hired');
    assert.equal(stored?.status, 'active');

    // The drafter of a job that was approved before this rule, who applied then.
    const pair = await appointedAssistant();
    const sent = await pair.assistantAgent.post('/api/v1/hiring/drafts', {
      clientId: pair.client.user.id,
      job: jobInput(ctx, { title: `Logo refresh ${Date.now().toString(36)}` }),
    });
    const approved = await pair.clientAgent.post(
      `/api/v1/hiring/drafts/${(sent.json().draft as JobDraft)._id}/approve`,
    );
    const drafted = await ctx.app.repos.jobs.findById((approved.json().draft as JobDraft).jobId ?? '');
    assert.ok(drafted);
    const drafterProposal = await buildApplication(ctx, drafted, pair.assistant);
    const hireDrafter = await pair.clientAgent.post(`/api/v1/application/updateStatus/${drafterProposal.id}`, {
      status: 'accepted',
    });
    assert.equal(hireDrafter.statusCode, 403, hireDrafter.body);
    assert.equal(hireDrafter.json().code, 'ASSISTANT_OF_JOB');
  });
});
