import type {
  Applicant,
  DeliveryTerms,
  ProposalBodyInput,
  ProposalTimeline,
  ScreeningAnswer,
} from '@freelane/shared/contracts';
import { knownValue, PROPOSAL_TIMELINES, DELIVERY_TERMS } from '@freelane/shared/contracts';

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
  /** Answers to the job's screening questions, by question index (see withQuestions). */
  screeningAnswers: string[];
  /** The answers stored with the proposal being edited, matched to the job's questions when it loads. */
  savedAnswers: ScreeningAnswer[];
}

export const EMPTY_PROPOSAL: ProposalFormValues = {
  coverLetter: '',
  yourApproach: '',
  portfolio: '',
  portfolioDraft: '',
  questionsForClient: '',
  screeningAnswers: [],
  savedAnswers: [],
};

/** A stored proposal as form values (editing a pending application). */
export function toProposalValues(applicant: Applicant): ProposalFormValues {
  return {
    coverLetter: applicant.coverLetter,
    yourApproach: applicant.yourApproach,
    // A value this code does not know (a newer release's) is asked again rather than sent back.
    estimatedTimeLine: knownValue(PROPOSAL_TIMELINES, applicant.estimatedTimeLine),
    yourBid: applicant.yourBid,
    portfolio: applicant.portfolio ?? '',
    portfolioDraft: '',
    questionsForClient: applicant.questionsForClient,
    paymentDeliveryTerms: knownValue(DELIVERY_TERMS, applicant.paymentDeliveryTerms),
    screeningAnswers: [],
    savedAnswers: applicant.screeningAnswers,
  };
}

/** The values with one answer per question the job asks now (a saved answer kept where the question is unchanged). */
export function withQuestions(values: ProposalFormValues, questions: readonly string[]): ProposalFormValues {
  return {
    ...values,
    screeningAnswers: questions.map(
      (question) => values.savedAnswers.find((saved) => saved.question === question)?.answer ?? '',
    ),
  };
}

/** The request body (the form's rules have already checked every field against `proposalBody`). */
export function toProposalBody(values: ProposalFormValues, questions: readonly string[] = []): ProposalBodyInput {
  return {
    coverLetter: values.coverLetter.trim(),
    yourApproach: values.yourApproach.trim(),
    estimatedTimeLine: values.estimatedTimeLine as ProposalTimeline,
    yourBid: values.yourBid ?? 0,
    portfolio: values.portfolio ?? '',
    questionsForClient: (values.questionsForClient ?? '').trim(),
    paymentDeliveryTerms: values.paymentDeliveryTerms as DeliveryTerms,
    screeningAnswers: questions.map((question, index) => ({
      question,
      answer: (values.screeningAnswers?.[index] ?? '').trim(),
    })),
  };
}
