import '../../../components/marketing.css';

/** The home page's quote: the idea the whole product is built on. */
export function VisionQuote() {
  return (
    <figure className="fl-quote">
      <blockquote>
        <p>“Talent is everywhere. Opportunity should be too — and nobody should have to pay a toll to reach it.”</p>
      </blockquote>
      <figcaption>— The Freelane team</figcaption>
    </figure>
  );
}
