import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { SvgIcon } from '../svg-icon';
import './plain.css';

interface PlainAvatarProps {
  /** The photo; without one a person icon on grey, as antd's Avatar with a UserOutlined icon. */
  src?: string | null;
  /** Whose picture it is: the photo's alt text unless `alt` says otherwise. */
  name: string;
  alt?: string;
  size?: number;
}

/** A round photo of a person (antd's Avatar without antd). The icon is decorative: a name is always beside it. */
export function PlainAvatar({ src, name, alt, size = 32 }: PlainAvatarProps) {
  return (
    <span className="fl-avatar" style={{ width: size, height: size, fontSize: size / 2 }}>
      {src ? (
        <img src={src} alt={alt ?? `Photo of ${name}`} width={size} height={size} />
      ) : (
        <SvgIcon icon={UserOutlined} size={Math.round(size / 2)} />
      )}
    </span>
  );
}
