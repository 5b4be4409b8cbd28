import { useState } from 'react';
import { LaptopOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Col, Radio, Row, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { getErrorMessage } from '@freelane/shared';
import { AuthCard } from '../components/auth-card';
import { useUpdateRoleMutation, type SelfServiceRole } from '../features/auth/api/update-role';
import { RoleCard } from '../features/auth/components/role-card';
import { useToasts, withAntd } from '@freelane/shared/ui';

const AFTER_CHOICE: Record<SelfServiceRole, string> = { freelancer: '/find-jobs', client: '/myJobs' };
const BUTTON_TEXT: Record<SelfServiceRole, string> = { freelancer: 'Join as a Freelancer', client: 'Join as a Client' };

/** /select-role — a new (Google) account picks freelancer or client, once. */
function SelectRole() {
  const [role, setRole] = useState<SelfServiceRole>('freelancer');
  const [updateRole, { isLoading }] = useUpdateRoleMutation();
  const navigate = useNavigate();
  const { message } = useToasts();

  const handleJoin = async () => {
    try {
      const result = await updateRole({ role }).unwrap();
      if (result.message) message.success(result.message);
      navigate(AFTER_CHOICE[role], { replace: true });
    } catch (error) {
      message.error(getErrorMessage(error));
    }
  };

  return (
    <AuthCard title="Join as a client or freelancer" maxWidth={720}>
      <Radio.Group
        value={role}
        onChange={(event) => setRole(event.target.value as SelfServiceRole)}
        aria-label="Choose how you will use Freelane"
        style={{ width: '100%' }}
      >
        <Row gutter={[16, 16]}>
          <Col xs={24} sm={12}>
            <RoleCard
              value="freelancer"
              title="I want to work"
              description="Find jobs, send proposals and get paid directly."
              icon={<LaptopOutlined />}
              selected={role === 'freelancer'}
            />
          </Col>
          <Col xs={24} sm={12}>
            <RoleCard
              value="client"
              title="I want to hire"
              description="Post jobs, meet freelancers and hire without commission."
              icon={<TeamOutlined />}
              selected={role === 'client'}
            />
          </Col>
        </Row>
      </Radio.Group>
      <Button type="primary" size="large" block loading={isLoading} onClick={handleJoin} style={{ marginTop: 24 }}>
        {isLoading ? 'Please Wait' : BUTTON_TEXT[role]}
      </Button>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0, fontSize: 13 }}>
        You choose once; it decides which tools Freelane shows you.
      </Typography.Paragraph>
    </AuthCard>
  );
}

export default withAntd(SelectRole);
