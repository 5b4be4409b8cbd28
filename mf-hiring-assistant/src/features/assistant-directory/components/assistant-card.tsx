import type { HiringAssistant } from '@freelane/shared/contracts';
import { HIRING_SPECIALIZATION_LABELS } from '@freelane/shared/contracts/hiring-assistant-options';
import { knownOr } from '@freelane/shared/contracts/known-values';
import { LinkButton, PlainAvatar, PlainButton, PlainCard, PlainTag, RatingSummary } from '@freelane/shared/ui';

interface AssistantCardProps {
  assistant: HiringAssistant;
  onShortlist: (shortlisted: boolean) => void;
  /** Where Connect leads (the conversation with the assistant): a link, not a button that navigates. */
  connectTo: string;
  onAppoint: () => void;
  shortlistBusy: boolean;
}

/**
 * One accepted assistant (spec §3 fields plus rating and jobs assisted), with Shortlist, Connect and
 * Appoint. Plain controls: the directory's cards are its first screen.
 */
export function AssistantCard({ assistant, onShortlist, connectTo, onAppoint, shortlistBusy }: AssistantCardProps) {
  const { fullName, profile } = assistant.userDetails;
  return (
    <PlainCard>
      <article aria-label={fullName}>
        <div style={{ display: 'flex', alignItems: 'flex-start', gap: 16 }}>
          <PlainAvatar size={56} src={profile.profilePhoto} name={fullName} alt="" />
          <div>
            <h3 className="fl-title" style={{ fontSize: 18, margin: 0 }}>
              {fullName}
            </h3>
            <span className="fl-text-secondary">
              {knownOr(HIRING_SPECIALIZATION_LABELS, assistant.yourSpecialization, 'Unknown specialization')} ·{' '}
              {assistant.yearsOfExperience} {assistant.yearsOfExperience === 1 ? 'year' : 'years'} of experience
            </span>
            <div>
              <RatingSummary rating={assistant.rating} />
            </div>
          </div>
        </div>
        <div role="list" aria-label="Skills" style={{ margin: '12px 0' }}>
          {assistant.skills.map((skill) => (
            <span role="listitem" key={skill}>
              <PlainTag>{skill}</PlainTag>
            </span>
          ))}
        </div>
        <p className="fl-text-secondary" style={{ marginBottom: 12 }}>
          {assistant.jobsAssisted === 0
            ? 'No jobs assisted yet'
            : `${assistant.jobsAssisted} ${assistant.jobsAssisted === 1 ? 'job' : 'jobs'} assisted`}
        </p>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <PlainButton
            aria-pressed={assistant.shortlisted}
            loading={shortlistBusy}
            onClick={() => onShortlist(!assistant.shortlisted)}
          >
            {assistant.shortlisted ? 'Shortlisted' : 'Shortlist'}
          </PlainButton>
          <LinkButton type="primary" to={connectTo}>
            Connect
          </LinkButton>
          <PlainButton onClick={onAppoint}>Appoint to a job</PlainButton>
        </div>
      </article>
    </PlainCard>
  );
}
