import { LinkButton } from '@freelane/shared/ui';
import { useId } from 'react';
import { visuallyHidden } from '../../../lib/visually-hidden';
import type { Offering } from '../content/offerings';
import '../../../components/marketing.css';

interface NumberedOfferingProps {
  offering: Offering;
  number: number;
}

/** One offering in full on the offerings page, numbered, ending in a Sign Up button. */
export function NumberedOffering({ offering, number }: NumberedOfferingProps) {
  const label = String(number).padStart(2, '0');
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="fl-numbered">
      <span aria-hidden="true" className="fl-numbered__number">
        {label}
      </span>
      <div>
        <h2 id={headingId} className="fl-title">
          <span style={visuallyHidden}>{`${number}. `}</span>
          {offering.title}
        </h2>
        <p className="fl-prose">{offering.summary}</p>
        <ul className="fl-numbered__details">
          {offering.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
        <LinkButton to="/SignUp" type="primary" size="large" aria-label={`Sign Up for ${offering.title}`}>
          Sign Up
        </LinkButton>
      </div>
    </article>
  );
}
