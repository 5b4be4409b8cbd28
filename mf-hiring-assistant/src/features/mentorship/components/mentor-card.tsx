import { useLayoutEffect, useRef, useState } from 'react';
import { knownOr } from '@freelane/shared/contracts/known-values';
import {
  MENTOR_AVAILABILITY_LABELS,
  MENTOR_EXPERIENCE_LABELS,
  MENTOR_EXPERTISE_LABELS,
  MENTORING_TYPE_LABELS,
} from '@freelane/shared/contracts/mentorship-options';
import type { MentorCard as Mentor } from '@freelane/shared/contracts';
import { FlexBox, LinkButton, PlainAvatar, PlainCard, PlainTag } from '@freelane/shared/ui';
import './mentor-card.css';

/** The bio clamped to three lines with "Expand" when it is longer (antd's expandable ellipsis). */
function Bio({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && !expanded) setOverflows(element.scrollHeight > element.clientHeight + 1);
  }, [text, expanded]);
  return (
    <p ref={ref} className={`fl-paragraph fl-mentor-bio${expanded ? '' : ' fl-mentor-bio--clamped'}`}>
      {text}
      {overflows && !expanded && (
        <button type="button" className="fl-mentor-bio__more" onClick={() => setExpanded(true)}>
          Expand
        </button>
      )}
    </p>
  );
}

/** One approved mentor: who they are, what they help with, and Request Mentoring (opens the chat). */
/** `requestTo`: where Request Mentoring leads (the conversation with the mentor), a link. */
export function MentorCard({ mentor, isSelf, requestTo }: { mentor: Mentor; isSelf: boolean; requestTo: string }) {
  return (
    <PlainCard>
      <article aria-label={mentor.fullName}>
        <FlexBox align="flex-start" gap={16}>
          <PlainAvatar size={56} src={mentor.profile.profilePhoto} name={mentor.fullName} alt="" />
          <div>
            <h3 className="fl-title" style={{ fontSize: 18, margin: 0 }}>
              {mentor.fullName}
            </h3>
            <span className="fl-text-secondary">
              {mentor.currentProfession} · {knownOr(MENTOR_EXPERIENCE_LABELS, mentor.experience, 'experience unknown')}
            </span>
          </div>
        </FlexBox>
        <Bio text={mentor.professionalBio} />
        <div aria-label="Areas of expertise" role="list" style={{ marginBottom: 8 }}>
          {mentor.areaOfExpertise.map((area) => (
            <span role="listitem" key={area}>
              <PlainTag color="blue">{knownOr(MENTOR_EXPERTISE_LABELS, area, 'Other')}</PlainTag>
            </span>
          ))}
        </div>
        <p className="fl-paragraph" style={{ marginBottom: 8 }}>
          {mentor.mentoringType.map((type) => knownOr(MENTORING_TYPE_LABELS, type, 'Other')).join(' · ')}
          <br />
          <span className="fl-text-secondary">
            Available {knownOr(MENTOR_AVAILABILITY_LABELS, mentor.availability, 'on request').toLowerCase()}
          </span>
        </p>
        {mentor.freeSession ? (
          <PlainTag color="green">Free 15-30 minutes introductory session</PlainTag>
        ) : (
          <PlainTag>Paid sessions only</PlainTag>
        )}
        <FlexBox wrap align="center" gap={8} style={{ marginTop: 16 }}>
          {isSelf ? (
            <span className="fl-text-secondary">This is you</span>
          ) : (
            <LinkButton type="primary" to={requestTo}>
              Request Mentoring
            </LinkButton>
          )}
          <a
            className="fl-link"
            href={mentor.linkedin}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`LinkedIn profile of ${mentor.fullName} (opens in a new tab)`}
          >
            LinkedIn profile
          </a>
        </FlexBox>
      </article>
    </PlainCard>
  );
}
