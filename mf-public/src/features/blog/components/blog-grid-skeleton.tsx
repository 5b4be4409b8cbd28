import { PlainSkeleton } from '@freelane/shared/ui';
import { visuallyHidden } from '../../../lib/visually-hidden';
import './blog.css';

const PLACEHOLDER_CARDS = 6;

/** Card-shaped placeholders while posts load, so the page does not jump when they arrive. */
export function BlogGridSkeleton() {
  return (
    <div aria-busy="true">
      <p role="status" style={visuallyHidden}>
        Loading blog posts…
      </p>
      <div className="fl-blog-grid">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <div key={index} className="fl-card fl-blog-card">
            <div className="fl-blog-card__cover-placeholder" />
            <div className="fl-card__body">
              <PlainSkeleton rows={3} />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
