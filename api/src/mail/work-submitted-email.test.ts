import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { takeActionLink, workSubmittedEmail } from './work-submitted-email';

const base = {
  to: 'clara@example.test',
  clientName: 'Clara <Client>',
  freelancerName: 'Ava & Co',
  jobTitle: 'Landing "page" <script>alert(1)</script>',
  fileNames: ['site.zip', '<img src=x>.rar'],
  round: 1,
  reviewDeadline: new Date('2026-11-27T08:00:00.000Z'),
  agreedAmount: '$580.00',
  link: takeActionLink('https://freelane.example', '6f1c2a4e-0000-4000-8000-000000000001'),
};

describe('workSubmittedEmail', () => {
  it('links to the review page of the job and states the deadline', () => {
    const mail = workSubmittedEmail(base);
    assert.equal(base.link, 'https://freelane.example/takeAction?jobId=6f1c2a4e-0000-4000-8000-000000000001');
    assert.deepEqual(mail.links, [base.link]);
    assert.ok(mail.text.includes(base.link));
    assert.ok(mail.html.includes(`href="${base.link}"`));
    assert.match(mail.text, /Fri, 27 Nov 2026 08:00 UTC/);
    assert.match(mail.text, /within 5 days/);
    // Freelane holds no money (issue 36): what falls due, never "released".
    assert.match(mail.text, /the agreed amount of \$580\.00 is due from you to the freelancer directly/);
    assert.doesNotMatch(mail.text + mail.html, /releas|refund/i);
    assert.match(mail.text, /submitted the work for/);
    assert.match(workSubmittedEmail({ ...base, round: 2 }).text, /submitted the revised work for/);
  });

  it('escapes every user-chosen text in the HTML part', () => {
    const { html } = workSubmittedEmail(base);
    assert.ok(!html.includes('<script>'));
    assert.ok(!html.includes('<img src=x>'));
    assert.ok(!html.includes('Clara <Client>'));
    assert.ok(html.includes('Landing &#34;page&#34; &#60;script&#62;'));
  });
});
