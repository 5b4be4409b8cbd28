import type { Applicant, DeliveryTerms, ProposalBodyInput, ProposalTimeline } from '@freelane/shared';

/** What the proposal form holds. `portfolioDraft` is the link being typed; `portfolio` the saved one. */
export interface ProposalFormValues {
  coverLetter: string;
  yourApproach: string;
  estimatedTimeLine?: ProposalTimeline;
  yourBid?: number | null;
  portfolio: string;
  portfolioDraft: string;
  questionsForClient: string;
  paymentDeliveryTerms?: DeliveryTerms;
}

export const EMPTY_PROPOSAL: ProposalFormValues = {
  coverLetter: '',
  yourApproach: '',
  portfolio: '',
  portfolioDraft: '',
  questionsForClient: '',
};

/** A stored proposal as form values (editing a pending application). */
export function toProposalValues(applicant: Applicant): ProposalFormValues {
  return {
    coverLetter: applicant.coverLetter,
    yourApproach: applicant.yourApproach,
    estimatedTimeLine: applicant.estimatedTimeLine,
    yourBid: applicant.yourBid,
    portfolio: applicant.portfolio ?? '',
    portfolioDraft: '',
    questionsForClient: applicant.questionsForClient,
    paymentDeliveryTerms: applicant.paymentDeliveryTerms,
  };
}

/** The request body (the form's rules have already checked every field against `proposalBody`). */
export function toProposalBody(values: ProposalFormValues): ProposalBodyInput {
  return {
    coverLetter: values.coverLetter.trim(),
    yourApproach: values.yourApproach.trim(),
    estimatedTimeLine: values.estimatedTimeLine as ProposalTimeline,
    yourBid: values.yourBid ?? 0,
    portfolio: values.portfolio ?? '',
    questionsForClient: (values.questionsForClient ?? '').trim(),
    paymentDeliveryTerms: values.paymentDeliveryTerms as DeliveryTerms,
  };
}
