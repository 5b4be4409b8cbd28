import { Alert, Form, Input, InputNumber, Select } from 'antd';
import {
  criteriaFromStored,
  APPROACH_MAX_LENGTH,
  COVER_LETTER_MAX_LENGTH,
  COVER_LETTER_MIN_LENGTH,
  DELIVERY_TERMS_OPTIONS,
  PROPOSAL_TIMELINE_OPTIONS,
  QUESTIONS_MAX_LENGTH,
  SCREENING_ANSWER_MAX_LENGTH,
  proposalBody,
  screeningAnswerSchema,
  type JobScreening,
  type ProposalBodyInput,
} from '@freelane/shared/contracts';
import { FormSubmitButton, zodRule } from '@freelane/shared/ui';
import { useCurrencySymbol } from '@freelane/shared';
import { EMPTY_PROPOSAL, toProposalBody, withQuestions, type ProposalFormValues } from '../lib/proposal-values';
import { PortfolioLinkField } from './portfolio-link-field';
import { ScreeningRequirements } from './screening-requirements';

const fields = proposalBody.shape;

interface ProposalFormProps {
  initialValues?: ProposalFormValues;
  submitLabel: string;
  submitting: boolean;
  /** Why sending is not possible (e.g. already applied); the button is disabled and the reason shown. */
  disabledReason?: string | null;
  onSubmit: (body: ProposalBodyInput) => void;
  /** The job's screening (issue 13): its requirements are shown first and each question needs an answer. */
  screening?: JobScreening | null;
}

/** Every proposal field with the API's own rules (`proposalBody`) and the spec's counters. */
export function ProposalForm({
  initialValues = EMPTY_PROPOSAL,
  submitLabel,
  submitting,
  disabledReason,
  onSubmit,
  screening = null,
}: ProposalFormProps) {
  const currencySign = useCurrencySymbol();
  const [form] = Form.useForm<ProposalFormValues>();
  const questions = screening?.criteria.questions ?? [];
  const handleFinish = (values: ProposalFormValues) => onSubmit(toProposalBody(values, questions));
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark="optional"
      noValidate
      initialValues={withQuestions(initialValues, questions)}
      onFinish={handleFinish}
    >
      {screening && <ScreeningRequirements criteria={criteriaFromStored(screening.criteria)} />}
      <Form.Item
        label="Cover letter"
        name="coverLetter"
        extra={`Minimum ${COVER_LETTER_MIN_LENGTH} characters.`}
        rules={[zodRule(fields.coverLetter)]}
      >
        <Input.TextArea
          rows={6}
          showCount
          maxLength={COVER_LETTER_MAX_LENGTH}
          placeholder="Introduce yourself and why you fit this job."
        />
      </Form.Item>
      <Form.Item label="Your approach" name="yourApproach" rules={[zodRule(fields.yourApproach)]}>
        <Input.TextArea
          rows={4}
          showCount
          maxLength={APPROACH_MAX_LENGTH}
          placeholder="How you would do the work, step by step."
        />
      </Form.Item>
      <Form.Item label="Estimated timeline" name="estimatedTimeLine" rules={[zodRule(fields.estimatedTimeLine)]}>
        <Select options={[...PROPOSAL_TIMELINE_OPTIONS]} placeholder="Choose a timeline" />
      </Form.Item>
      <Form.Item label="Your bid" name="yourBid" rules={[zodRule(fields.yourBid)]}>
        <InputNumber min={0} step={10} prefix={currencySign} style={{ width: '100%', maxWidth: 240 }} />
      </Form.Item>
      <PortfolioLinkField form={form} />
      {questions.map((question, index) => (
        <Form.Item
          key={question}
          label={question}
          name={['screeningAnswers', index]}
          extra={index === 0 ? 'Screening question: the client asks every applicant.' : undefined}
          rules={[zodRule(screeningAnswerSchema.shape.answer)]}
        >
          <Input.TextArea rows={3} showCount maxLength={SCREENING_ANSWER_MAX_LENGTH} />
        </Form.Item>
      ))}
      <Form.Item
        label="Questions for the client"
        name="questionsForClient"
        rules={[zodRule(fields.questionsForClient)]}
      >
        <Input.TextArea rows={3} showCount maxLength={QUESTIONS_MAX_LENGTH} />
      </Form.Item>
      <Form.Item
        label="Payment and delivery terms"
        name="paymentDeliveryTerms"
        rules={[zodRule(fields.paymentDeliveryTerms)]}
      >
        <Select options={[...DELIVERY_TERMS_OPTIONS]} placeholder="Choose terms" />
      </Form.Item>
      {disabledReason && <Alert type="info" showIcon title={disabledReason} style={{ marginBottom: 16 }} />}
      <FormSubmitButton
        form={form}
        onFinish={handleFinish}
        submitting={submitting}
        type="primary"
        disabled={Boolean(disabledReason)}
        block
      >
        {submitting ? 'Please Wait' : submitLabel}
      </FormSubmitButton>
    </Form>
  );
}
