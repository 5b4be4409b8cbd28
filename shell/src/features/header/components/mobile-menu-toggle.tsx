import { CloseOutlined, MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';

export interface MobileMenuToggleProps {
  open: boolean;
  onToggle: () => void;
  controls: string;
}

/** The small-screen menu button (spec §2): the menus collapse behind it below 1100 px. */
export function MobileMenuToggle({ open, onToggle, controls }: MobileMenuToggleProps) {
  return (
    <Button
      className="fl-header__toggle"
      type="text"
      icon={open ? <CloseOutlined /> : <MenuOutlined />}
      aria-label={open ? 'Close menu' : 'Open menu'}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    />
  );
}
