import type { Offering } from '../content/offerings';
import '../../../components/marketing.css';

interface OfferingCardProps {
  offering: Offering;
}

/** A short summary of one offering, for the home page. */
export function OfferingCard({ offering }: OfferingCardProps) {
  return (
    <div className="fl-offering">
      <h3 className="fl-offering__title">{offering.title}</h3>
      <p className="fl-offering__text">{offering.summary}</p>
    </div>
  );
}
