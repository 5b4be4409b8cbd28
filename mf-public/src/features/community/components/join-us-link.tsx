import ExportOutlined from '@ant-design/icons-svg/es/asn/ExportOutlined';
import { usePublicConfig } from '@freelane/shared/session';
import { SvgIcon } from '@freelane/shared/ui';
import { visuallyHidden } from '../../../lib/visually-hidden';
import '../../../components/marketing.css';

/**
 * The external community group, opened in a new tab. Until the configured address is known
 * (or if it cannot be loaded) the link points at /community, which redirects there itself.
 */
export function JoinUsLink() {
  const config = usePublicConfig();
  return (
    <a
      className="fl-cta fl-cta--primary"
      href={config?.communityUrl ?? '/community'}
      target="_blank"
      rel="noopener noreferrer"
    >
      Join Us
      <SvgIcon icon={ExportOutlined} />
      <span style={visuallyHidden}> (opens in a new tab)</span>
    </a>
  );
}
