import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import { SvgIcon } from '@freelane/shared/ui';

export interface MobileMenuToggleProps {
  open: boolean;
  onToggle: () => void;
  controls: string;
}

/** The small-screen menu button (spec §2): the menus collapse behind it below 1100 px. */
export function MobileMenuToggle({ open, onToggle, controls }: MobileMenuToggleProps) {
  return (
    <button
      type="button"
      className="fl-header__toggle fl-btn fl-btn--text fl-btn--icon"
      aria-label={open ? 'Close menu' : 'Open menu'}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <SvgIcon icon={open ? CloseOutlined : MenuOutlined} />
    </button>
  );
}
