import ExportOutlined from '@ant-design/icons-svg/es/asn/ExportOutlined';
import { useGetPublicConfigQuery } from '@freelane/shared';
import { SvgIcon } from '@freelane/shared/ui';
import { visuallyHidden } from '../../../lib/visually-hidden';
import '../../../components/marketing.css';

/**
 * The external community group, opened in a new tab. Until the configured address is known
 * (or if it cannot be loaded) the link points at /community, which redirects there itself.
 */
export function JoinUsLink() {
  const { data } = useGetPublicConfigQuery();
  return (
    <a
      className="fl-cta fl-cta--primary"
      href={data?.communityUrl ?? '/community'}
      target="_blank"
      rel="noopener noreferrer"
    >
      Join Us
      <SvgIcon icon={ExportOutlined} />
      <span style={visuallyHidden}> (opens in a new tab)</span>
    </a>
  );
}
