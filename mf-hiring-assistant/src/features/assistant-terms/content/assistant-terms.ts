import type { LegalSection } from '@freelane/shared/ui';
import { HIRING_ASSISTANT_FEE_CAP, HIRING_ASSISTANT_FEE_PERCENT, JOB_DRAFTS_PENDING_MAX } from '@freelane/shared/contracts';


export const ASSISTANT_TERMS_LAST_UPDATED = 'November 27, 2026';

/**
 * The Hiring Assistant Terms and Conditions (issue 28), written from the programme's rules as the
 * API enforces them (docs/decisions.md, issues 13 and 28). `money` formats the fee cap in the
 * site's currency.
 */
export function assistantTermsSections(money: (amount: number) => string): readonly LegalSection[] {
  return [
    {
      id: 'programme',
      heading: 'The Programme',
      body: [
        'Hiring assistants help clients choose freelancers: they review the proposals on a client’s job, recommend the best candidates and draft jobs for the client. These terms apply on top of Freelane’s general Terms and Conditions, which still govern your account.',
        'Freelancers apply with the hiring assistant application form. A Freelane admin reviews each application against the programme’s criteria (rating, completed projects, experience and clients’ feedback) and approves or declines it with a reason. Only approved assistants are listed in the directory and may be appointed.',
      ],
    },
    {
      id: 'appointments',
      heading: 'Appointments',
      body: [
        {
          list: [
            'A client appoints you to one of their jobs; you accept or decline. Either of you may end the appointment at any time.',
            'While an appointment lasts you may read the proposals on that job, and only that job. You never see the client’s other jobs, contacts or payments.',
            'You advise; the client decides. Recommending a proposal never hires anyone.',
          ],
        },
      ],
    },
    {
      id: 'conflicts',
      heading: 'Conflicts of Interest',
      body: [
        {
          list: [
            'You never apply to a job you are appointed to, nor to one whose appointment you accepted and that has since ended: you have read every rival’s bid.',
            'You never recommend your own proposal, and no fee is due when the client hires you yourself.',
            'You cannot be appointed to a job you have already sent a proposal for.',
            'Tell the client before recommending anyone you know personally or work with, and never accept money or favours from a freelancer for a recommendation.',
          ],
        },
      ],
    },
    {
      id: 'confidentiality',
      heading: 'Confidentiality of Proposals',
      body: [
        'Proposals, bids, screening answers and everything a client tells you about their job are confidential. Use them only to advise that client on that job: do not copy, share or publish them, and never use them for your own proposals. This duty continues after the appointment ends.',
      ],
    },
    {
      id: 'job-drafts',
      heading: 'Posting Jobs for Clients',
      body: [
        {
          list: [
            'While a client’s appointment of you is accepted, you may draft jobs for that client. A draft is private to the two of you.',
            'Nothing is published until the client approves the draft. The approved job is posted as the client’s own: the client owns it, edits it and hires for it.',
            `At most ${JOB_DRAFTS_PENDING_MAX} of your drafts may wait for one client’s answer at a time. You may withdraw a draft until the client answers; the client may decline it with a reason.`,
            'Describe the client’s needs honestly: no invented requirements, and nothing that favours a particular freelancer.',
          ],
        },
      ],
    },
    {
      id: 'fees',
      heading: 'Fees',
      body: [
        `When a client hires a freelancer you recommended on a job you were appointed to, your fee is ${HIRING_ASSISTANT_FEE_PERCENT}% of the job’s budget, at most ${money(HIRING_ASSISTANT_FEE_CAP)}, once per job. It shows in your Earnings and in the client’s Transactions.`,
        'Freelane holds no money and takes no commission: the client pays the fee to you directly, as agreed between you. Freelane records the fee but does not collect or guarantee it.',
      ],
    },
    {
      id: 'ending',
      heading: 'Suspension and Changes',
      body: [
        'Freelane may remove your hiring assistant status if you break these terms, for example by hiding a conflict of interest or sharing proposals, and will tell you why. We may change these terms; the date above shows the latest version, and continuing as an assistant after a change means you accept it.',
      ],
    },
  ];
}
