import { getErrorMessage, useCurrentUser } from '@freelane/shared';
import {
  FREE_SESSION_LABELS,
  MENTOR_AVAILABILITY,
  MENTOR_AVAILABILITY_LABELS,
  MENTOR_BIO_MAX_LENGTH,
  MENTOR_EXPERIENCE,
  MENTOR_EXPERIENCE_LABELS,
  MENTOR_EXPERTISE,
  MENTOR_EXPERTISE_LABELS,
  MENTOR_REASON_MAX_LENGTH,
  mentorApplicationBody,
  MENTORING_TYPE_LABELS,
  MENTORING_TYPES,
  type MentorApplicationInput,
} from '@freelane/shared/contracts';
import { ErrorState, PageContainer, zodRule, LoadingState, useToasts, withAntd } from '@freelane/shared/ui';
import { Alert, Button, Card, Form, Input, Radio, Select, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { useApplyAsMentorMutation } from '../features/mentorship/api/apply-as-mentor';
import { useGetMentorshipQuery } from '../features/mentorship/api/get-mentorship';

const fields = mentorApplicationBody.shape;
const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

type FormValues = Omit<MentorApplicationInput, 'freeSession'> & { freeSession?: 'yes' | 'no' };

/** /joinAsMentor: the spec's mentor form, checked with the same rules the API applies. */
function JoinAsMentor() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { message } = useToasts();
  const [form] = Form.useForm<FormValues>();
  const mentorship = useGetMentorshipQuery();
  const [apply, { isLoading }] = useApplyAsMentorMutation();

  const submit = async (values: FormValues) => {
    const parsed = mentorApplicationBody.safeParse({ ...values, freeSession: values.freeSession === 'yes' });
    if (!parsed.success) return; // the field rules already show why
    try {
      message.success((await apply(parsed.data).unwrap()).message);
      navigate('/mentorship');
    } catch (error) {
      message.error(getErrorMessage(error));
    }
  };

  const heading = (
    <>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Become a Mentor
      </Typography.Title>
      <Typography.Paragraph style={{ fontSize: 16 }}>
        Share what you have learned with freelancers starting out. An admin reviews every application; you will be
        notified of the decision.
      </Typography.Paragraph>
    </>
  );

  if (user && user.role !== 'freelancer') {
    return (
      <PageContainer maxWidth={760}>
        {heading}
        <Alert
          type="info"
          showIcon
          title="Mentors are freelancers"
          description={
            <>
              Mentoring is offered by experienced freelancers. You can still <Link to="/mentorship">find a mentor</Link>
              .
            </>
          }
        />
      </PageContainer>
    );
  }
  if (mentorship.isLoading)
    return (
      <PageContainer maxWidth={760}>
        {heading}
        <LoadingState label="Loading your mentorship status" />
      </PageContainer>
    );
  if (mentorship.isError || !mentorship.data) {
    return (
      <PageContainer maxWidth={760}>
        {heading}
        <ErrorState
          title="We couldn't load your mentorship status"
          message={getErrorMessage(mentorship.error)}
          onRetry={() => void mentorship.refetch()}
        />
      </PageContainer>
    );
  }
  if (mentorship.data.status === 'Pending' || mentorship.data.status === 'Accepted') {
    return (
      <PageContainer maxWidth={760}>
        {heading}
        <Alert
          type={mentorship.data.status === 'Accepted' ? 'success' : 'info'}
          showIcon
          title={
            mentorship.data.status === 'Accepted' ? 'You are already a mentor' : 'Your application is under review'
          }
          description={<Link to="/mentorship">Back to Mentorship</Link>}
        />
      </PageContainer>
    );
  }

  return (
    <PageContainer maxWidth={760}>
      {heading}
      <Card>
        <Form<FormValues>
          form={form}
          layout="vertical"
          requiredMark="optional"
          initialValues={{
            fullName: user?.fullName ?? '',
            email: user?.email ?? '',
            areaOfExpertise: [],
            mentoringType: [],
          }}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item label="Full name" name="fullName" rules={[zodRule(fields.fullName)]}>
            <Input autoComplete="name" />
          </Form.Item>
          <Form.Item label="E-mail" name="email" rules={[zodRule(fields.email)]}>
            <Input type="email" autoComplete="email" />
          </Form.Item>
          <Form.Item label="Current profession" name="currentProfession" rules={[zodRule(fields.currentProfession)]}>
            <Input placeholder="e.g. Senior front-end developer" />
          </Form.Item>
          <Form.Item label="Experience" name="experience" rules={[zodRule(fields.experience, undefined)]}>
            <Select
              placeholder="Years of experience"
              options={optionsOf(MENTOR_EXPERIENCE, MENTOR_EXPERIENCE_LABELS)}
            />
          </Form.Item>
          <Form.Item label="Areas of expertise" name="areaOfExpertise" rules={[zodRule(fields.areaOfExpertise, [])]}>
            <Select
              mode="multiple"
              placeholder="Choose one or more"
              options={optionsOf(MENTOR_EXPERTISE, MENTOR_EXPERTISE_LABELS)}
            />
          </Form.Item>
          <Form.Item label="Professional bio" name="professionalBio" rules={[zodRule(fields.professionalBio)]}>
            <Input.TextArea rows={5} showCount maxLength={MENTOR_BIO_MAX_LENGTH} />
          </Form.Item>
          <Form.Item label="LinkedIn profile" name="linkedin" rules={[zodRule(fields.linkedin)]}>
            <Input type="url" placeholder="https://www.linkedin.com/in/your-name" />
          </Form.Item>
          <Form.Item label="Availability" name="availability" rules={[zodRule(fields.availability, undefined)]}>
            <Select placeholder="Hours a week" options={optionsOf(MENTOR_AVAILABILITY, MENTOR_AVAILABILITY_LABELS)} />
          </Form.Item>
          <Form.Item label="Mentoring types" name="mentoringType" rules={[zodRule(fields.mentoringType, [])]}>
            <Select
              mode="multiple"
              placeholder="Choose one or more"
              options={optionsOf(MENTORING_TYPES, MENTORING_TYPE_LABELS)}
            />
          </Form.Item>
          <Form.Item label="Why do you want to mentor?" name="reason" rules={[zodRule(fields.reason)]}>
            <Input.TextArea rows={4} showCount maxLength={MENTOR_REASON_MAX_LENGTH} />
          </Form.Item>
          <Form.Item
            label="Do you offer a free introductory session?"
            name="freeSession"
            rules={[{ required: true, message: 'Please say whether you offer a free introductory session.' }]}
          >
            <Radio.Group>
              <Radio value="yes">{FREE_SESSION_LABELS.yes}</Radio>
              <Radio value="no">{FREE_SESSION_LABELS.no}</Radio>
            </Radio.Group>
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            Submit Application
          </Button>
        </Form>
      </Card>
    </PageContainer>
  );
}

export default withAntd(JoinAsMentor);
