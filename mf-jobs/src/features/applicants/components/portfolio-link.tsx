import { isWebLink } from '../lib/proposal-labels';

/** The applicant's portfolio: a link (new tab, no opener) only when it starts with http; plain text otherwise. */
export function PortfolioLink({ portfolio }: { portfolio: string | null }) {
  if (!portfolio) return <span className="fl-text-secondary">No portfolio link</span>;
  if (!isWebLink(portfolio)) return <span style={{ wordBreak: 'break-all' }}>{portfolio}</span>;
  return (
    <a href={portfolio} target="_blank" rel="noopener noreferrer" style={{ wordBreak: 'break-all' }}>
      {portfolio}
    </a>
  );
}
