import type { Offering } from '../content/offerings';
import '../../../components/marketing.css';

interface OfferingCardProps {
  offering: Offering;
}

/** A short summary of one offering, for the home page. */
export function OfferingCard({ offering }: OfferingCardProps) {
  return (
    <div className="fl-card">
      <h3 className="fl-card__title">{offering.title}</h3>
      <p className="fl-card__text">{offering.summary}</p>
    </div>
  );
}
