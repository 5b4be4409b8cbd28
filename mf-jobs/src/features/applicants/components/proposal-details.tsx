import { Descriptions, Typography } from 'antd';
import type { Applicant } from '@freelane/shared/contracts';
import { deliveryTermsLabel, timelineLabel } from '../lib/proposal-labels';
import { PortfolioLink } from './portfolio-link';
import { useFormatMoney } from '@freelane/shared';

/** Every field of a proposal (spec §2 Job Applicants), long texts kept with their line breaks. */
export function ProposalDetails({ applicant }: { applicant: Applicant }) {
  const formatMoney = useFormatMoney();
  const text = (value: string) =>
    value ? (
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{value}</Typography.Paragraph>
    ) : (
      <Typography.Text type="secondary">—</Typography.Text>
    );
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      items={[
        { key: 'bid', label: 'Bid', children: formatMoney(applicant.yourBid) },
        { key: 'timeline', label: 'Estimated timeline', children: timelineLabel(applicant.estimatedTimeLine) },
        {
          key: 'terms',
          label: 'Payment and delivery terms',
          children: deliveryTermsLabel(applicant.paymentDeliveryTerms),
        },
        { key: 'portfolio', label: 'Portfolio', children: <PortfolioLink portfolio={applicant.portfolio} /> },
        { key: 'cover', label: 'Cover letter', children: text(applicant.coverLetter) },
        { key: 'approach', label: 'Approach', children: text(applicant.yourApproach) },
        { key: 'questions', label: 'Questions for you', children: text(applicant.questionsForClient) },
        // Answers to the job's screening questions, each under the question as it was asked.
        ...applicant.screeningAnswers.map((answer, index) => ({
          key: `screening-${index}`,
          label: answer.question,
          children: text(answer.answer),
        })),
      ]}
    />
  );
}
