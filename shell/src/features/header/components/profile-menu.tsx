import { UserOutlined } from '@ant-design/icons';
import { getErrorMessage } from '@freelane/shared';
import type { CurrentUser } from '@freelane/shared/contracts';
import { App, Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useLogoutMutation } from '../api/logout';

/** Shown when a user has no full name yet (spec: "a placeholder if missing"). */
export const NAME_PLACEHOLDER = 'Freelane member';

/** Full name and photo; View Profile and Logout. Opens on hover, and on click/Enter for keyboards. */
export function ProfileMenu({ user }: { user: CurrentUser }) {
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const name = user.fullName.trim() || NAME_PLACEHOLDER;

  const handleLogout = async () => {
    try {
      const result = await logout().unwrap();
      message.success(result.message);
      navigate('/');
    } catch (error) {
      message.error(getErrorMessage(error));
    }
  };

  const items: MenuProps['items'] = [
    // The whole item navigates (a Link label would only cover its text, leaving dead space).
    { key: 'profile', label: 'View Profile', onClick: () => navigate('/editProfile') },
    { key: 'logout', label: 'Logout', onClick: () => void handleLogout() },
  ];

  return (
    <Dropdown
      menu={{ items }}
      trigger={['hover', 'click']}
      placement="bottomRight"
      // Inside the sticky header, so the open menu stays under its button when the page scrolls
      // (in <body> it scrolled away and a click meant for Logout could land on the header instead).
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
    >
      <Button type="text" className="fl-header__profile" aria-label={`Account menu for ${name}`}>
        <Avatar size="small" src={user.profile.profilePhoto ?? undefined} icon={<UserOutlined />} alt="" />
        <span className="fl-header__name">{name}</span>
      </Button>
    </Dropdown>
  );
}
