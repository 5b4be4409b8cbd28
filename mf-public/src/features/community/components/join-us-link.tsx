import { Button } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { useGetPublicConfigQuery } from '@freelane/shared';

/**
 * The external community group, opened in a new tab. Until the configured address is known
 * (or if it cannot be loaded) the link points at /community, which redirects there itself.
 */
export function JoinUsLink() {
  const { data } = useGetPublicConfigQuery();
  return (
    <Button
      type="primary"
      size="large"
      href={data?.communityUrl ?? '/community'}
      target="_blank"
      rel="noopener noreferrer"
      icon={<ExportOutlined aria-hidden="true" />}
      iconPlacement="end"
    >
      Join Us
      <span style={visuallyHidden}> (opens in a new tab)</span>
    </Button>
  );
}
