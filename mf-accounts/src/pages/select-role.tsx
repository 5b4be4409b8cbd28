import { useState } from 'react';
import LaptopOutlined from '@ant-design/icons-svg/es/asn/LaptopOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import { useNavigate } from 'react-router-dom';
import { getErrorMessage } from '@freelane/shared';
import { PlainButton, SvgIcon, useToasts } from '@freelane/shared/ui';
import { AuthCard } from '../components/auth-card';
import { useUpdateRoleMutation, type SelfServiceRole } from '../features/auth/api/update-role';
import { RoleCard } from '../features/auth/components/role-card';

const AFTER_CHOICE: Record<SelfServiceRole, string> = { freelancer: '/find-jobs', client: '/myJobs' };
const BUTTON_TEXT: Record<SelfServiceRole, string> = { freelancer: 'Join as a Freelancer', client: 'Join as a Client' };

/** /select-role — a new (Google) account picks freelancer or client, once. Plain (issue 39). */
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
  const choose = (value: string) => setRole(value as SelfServiceRole);

  return (
    <AuthCard title="Join as a client or freelancer" maxWidth={720}>
      <div role="radiogroup" aria-label="Choose how you will use Freelane" className="fl-role-grid">
        <RoleCard
          name="role"
          value="freelancer"
          title="I want to work"
          description="Find jobs, send proposals and get paid directly."
          icon={<SvgIcon icon={LaptopOutlined} size={28} />}
          selected={role === 'freelancer'}
          onSelect={choose}
        />
        <RoleCard
          name="role"
          value="client"
          title="I want to hire"
          description="Post jobs, meet freelancers and hire without commission."
          icon={<SvgIcon icon={TeamOutlined} size={28} />}
          selected={role === 'client'}
          onSelect={choose}
        />
      </div>
      <PlainButton type="primary" size="large" block loading={isLoading} onClick={handleJoin} style={{ marginTop: 24 }}>
        {isLoading ? 'Please Wait' : BUTTON_TEXT[role]}
      </PlainButton>
      <p className="fl-text-secondary" style={{ marginTop: 12, marginBottom: 0, fontSize: 13 }}>
        You choose once; it decides which tools Freelane shows you.
      </p>
    </AuthCard>
  );
}

export default SelectRole;
