import { Typography } from 'antd';
import { isWebLink } from '../lib/proposal-labels';

/** The applicant's portfolio: a link (new tab, no opener) only when it starts with http; plain text otherwise. */
export function PortfolioLink({ portfolio }: { portfolio: string | null }) {
  if (!portfolio) return <Typography.Text type="secondary">No portfolio link</Typography.Text>;
  if (!isWebLink(portfolio)) return <Typography.Text style={{ wordBreak: 'break-all' }}>{portfolio}</Typography.Text>;
  return (
    <a href={portfolio} target="_blank" rel="noopener noreferrer" style={{ wordBreak: 'break-all' }}>
      {portfolio}
    </a>
  );
}
