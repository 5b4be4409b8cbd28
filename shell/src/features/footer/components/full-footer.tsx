import { usePublicConfig } from '@freelane/shared/session';
import { COPYRIGHT_YEAR } from '../lib/copyright';
import { LegalLinks } from './legal-links';
import { NewsletterForm } from './newsletter-form';

/** The shared footer (spec §1–2): legal links, Join Us, the offers and the newsletter. */
export function FullFooter() {
  const config = usePublicConfig();
  return (
    <footer className="fl-footer">
      <div className="fl-footer__inner">
        <section className="fl-footer__community" aria-labelledby="fl-footer-headline">
          <h2 id="fl-footer-headline">Join Our Community Today</h2>
          <p>
            Post jobs in minutes with AI-powered job creation, and let hiring assistants help you find and screen the
            right freelancers. No commission, no hidden fees.
          </p>
          {config?.communityUrl ? (
            <a href={config.communityUrl} target="_blank" rel="noopener noreferrer" className="fl-footer__join">
              Join Us
            </a>
          ) : null}
        </section>
        <section className="fl-footer__newsletter" aria-labelledby="fl-footer-newsletter">
          <h3 id="fl-footer-newsletter">Subscribe to our newsletter</h3>
          <NewsletterForm />
        </section>
      </div>
      <div className="fl-footer__bottom">
        <LegalLinks />
        <p>© {COPYRIGHT_YEAR} Freelane. All rights reserved.</p>
      </div>
    </footer>
  );
}
