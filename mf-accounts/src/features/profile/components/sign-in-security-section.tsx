import { useId, useState } from 'react';
import dayjs from 'dayjs';
import { Button, Form, Input, List, Space, Typography } from 'antd';
import { getErrorMessage } from '@freelane/shared';
import type { CurrentUser } from '@freelane/shared/contracts';
import { useToasts } from '@freelane/shared/ui';
import {
  useConfirmTotpSetupMutation,
  useDeletePasskeyMutation,
  useDisableTotpMutation,
  useFinishPasskeyRegistrationMutation,
  useGetPasskeysQuery,
  useGetTwoFactorQuery,
  useRemovePasswordMutation,
  useStartPasskeyRegistrationMutation,
  useStartTotpSetupMutation,
} from '../../../api/sign-in-security';
import { ProfileSection } from './profile-section';

// The site's one way of writing a day ("12 Mar 2026"), without Intl (number-format.ts in contracts).
const when = (iso: string | null) => (iso ? dayjs(iso).format('D MMM YYYY') : 'never');

/** "Sign-in and security" (issue 38): passkeys, two-step sign-in, removing the password when allowed. */
export function SignInSecuritySection({ user }: { user: CurrentUser }) {
  const { message } = useToasts();
  const passkeys = useGetPasskeysQuery().data?.passkeys ?? [];
  const twoFactor = useGetTwoFactorQuery().data;
  const [startRegistration] = useStartPasskeyRegistrationMutation();
  const [finishRegistration] = useFinishPasskeyRegistrationMutation();
  const [deletePasskey] = useDeletePasskeyMutation();
  const [removePassword] = useRemovePasswordMutation();
  const [startTotp] = useStartTotpSetupMutation();
  const [confirmTotp] = useConfirmTotpSetupMutation();
  const [disableTotp] = useDisableTotpMutation();
  const [passkeyName, setPasskeyName] = useState('');
  const [setup, setSetup] = useState<{ secret: string; qr: string } | null>(null);
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [currentPassword, setCurrentPassword] = useState('');
  // A field without a form `name`: antd ties its label to the input only through an explicit id. Its
  // label says what it is for: the Change Password form above already has a "Current password".
  const passwordFieldId = useId();

  const run = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      message.error(getErrorMessage(error));
    }
  };

  const handleAddPasskey = () =>
    run(async () => {
      const ceremony = await import('../../../lib/passkey-ceremony'); // WebAuthn library on demand
      const options = await startRegistration().unwrap();
      const response = await ceremony.createPasskey(options);
      await finishRegistration({ name: passkeyName.trim() || 'Passkey', response }).unwrap();
      setPasskeyName('');
      message.success('Passkey added. Your other devices have been signed out.');
    });

  const handleStartTotp = () =>
    run(async () => {
      const [{ toDataURL }, answer] = await Promise.all([import('qrcode'), startTotp().unwrap()]); // QR library on demand
      setSetup({ secret: answer.secret, qr: await toDataURL(answer.otpauthUrl) });
    });

  const handleConfirmTotp = () =>
    run(async () => {
      setRecoveryCodes((await confirmTotp(code).unwrap()).recoveryCodes);
      setSetup(null);
      setCode('');
    });

  const handleDisableTotp = () =>
    run(async () => {
      await disableTotp({ code }).unwrap();
      setCode('');
      message.success('Two-step sign-in is off.');
    });

  const downloadCodes = (codes: string[]) => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([codes.join('\n')], { type: 'text/plain' }));
    link.download = 'freelane-recovery-codes.txt';
    link.click();
  };

  return (
    <ProfileSection title="Sign-in and security">
      <Typography.Title level={3} style={{ fontSize: 18 }}>
        Passkeys
      </Typography.Title>
      <List
        dataSource={passkeys}
        // antd's empty text is #bfbfbf on white (1.8:1, an axe failure): the app's secondary text colour.
        locale={{ emptyText: <span style={{ color: 'var(--fl-color-text-description)' }}>No passkeys yet.</span> }}
        renderItem={(passkey) => (
          <List.Item
            actions={[
              <Button
                key="remove"
                danger
                onClick={() => run(async () => void (await deletePasskey(passkey._id).unwrap()))}
              >
                Remove<span className="sr-only"> {passkey.name}</span>
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={passkey.name}
              description={`Added ${when(passkey.createdAt)} · last used ${when(passkey.lastUsedAt)}`}
            />
          </List.Item>
        )}
      />
      <Space.Compact style={{ width: '100%', marginTop: 8 }}>
        <Input
          aria-label="Passkey name"
          placeholder="Name, e.g. Laptop"
          maxLength={64}
          value={passkeyName}
          onChange={(event) => setPasskeyName(event.target.value)}
        />
        <Button type="primary" onClick={handleAddPasskey}>
          Add a passkey
        </Button>
      </Space.Compact>

      <Typography.Title level={3} style={{ fontSize: 18, marginTop: 24 }}>
        Two-step sign-in
      </Typography.Title>
      {recoveryCodes && (
        <div role="status">
          <Typography.Paragraph>
            Two-step sign-in is on. Keep these recovery codes somewhere safe: each works once, and they are shown only
            now.
          </Typography.Paragraph>
          <pre aria-label="Recovery codes">{recoveryCodes.join('\n')}</pre>
          <Space>
            <Button onClick={() => void navigator.clipboard?.writeText(recoveryCodes.join('\n'))}>Copy codes</Button>
            <Button onClick={() => downloadCodes(recoveryCodes)}>Download codes</Button>
          </Space>
        </div>
      )}
      {twoFactor?.totpEnabled ? (
        <Form layout="vertical" onFinish={handleDisableTotp}>
          <Typography.Paragraph>On ({twoFactor.recoveryCodesLeft} recovery codes left).</Typography.Paragraph>
          <CodeField label="Code to turn it off" value={code} onChange={setCode} />
          <Button htmlType="submit">Turn off two-step sign-in</Button>
        </Form>
      ) : setup ? (
        <Form layout="vertical" onFinish={handleConfirmTotp}>
          <img src={setup.qr} alt="QR code for your authenticator app" width={180} height={180} />
          <Typography.Paragraph>
            Or enter this key in the app:{' '}
            <Typography.Text code copyable>
              {setup.secret}
            </Typography.Text>
          </Typography.Paragraph>
          <CodeField label="Code from the app" value={code} onChange={setCode} />
          <Button type="primary" htmlType="submit">
            Turn on
          </Button>
        </Form>
      ) : (
        <Button onClick={handleStartTotp}>Set up two-step sign-in</Button>
      )}

      {user.hasPassword && passkeys.length > 0 && (
        <Form
          layout="vertical"
          style={{ marginTop: 24 }}
          onFinish={() => run(async () => void (await removePassword({ currentPassword }).unwrap()))}
        >
          <Typography.Title level={3} style={{ fontSize: 18 }}>
            Remove password
          </Typography.Title>
          <Form.Item label="Current password, to remove it" htmlFor={passwordFieldId}>
            <Input.Password
              id={passwordFieldId}
              value={currentPassword}
              onChange={(e) => setCurrentPassword(e.target.value)}
              autoComplete="current-password"
            />
          </Form.Item>
          <Button danger htmlType="submit">
            Remove my password
          </Button>
        </Form>
      )}
    </ProfileSection>
  );
}

/**
 * The authenticator app's 6-digit code, as the phone's keyboard and the browser's autofill expect it.
 * The field has no form `name` (its value is state), so antd would not tie the label to the input:
 * the id is given here, or the field has no accessible name (an axe failure).
 */
function CodeField({ label, value, onChange }: { label: string; value: string; onChange: (code: string) => void }) {
  const id = useId();
  return (
    <Form.Item label={label} htmlFor={id}>
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Form.Item>
  );
}
