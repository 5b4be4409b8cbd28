import { PlainButton } from '@freelane/shared/ui';
import './talent.css';

/** The spec's categories; Top Freelancers is everyone (empty search). */
export const TALENT_CATEGORIES = [
  { label: 'Top Freelancers', search: '' },
  { label: 'web developer', search: 'web developer' },
  { label: 'app developer', search: 'app developer' },
  { label: 'design & creativity', search: 'design & creativity' },
  { label: 'creativity & writing', search: 'creativity & writing' },
] as const;

interface CategoryChipsProps {
  search: string;
  onSelect: (search: string) => void;
}

/** A scrollable row of category chips; the pressed one matches the current search. */
export function CategoryChips({ search, onSelect }: CategoryChipsProps) {
  return (
    <nav aria-label="Categories" style={{ overflowX: 'auto', padding: '4px 0 8px' }}>
      <div style={{ display: 'flex', gap: 8, width: 'max-content' }}>
        {TALENT_CATEGORIES.map((category) => {
          const pressed = search.toLowerCase() === category.search;
          return (
            <PlainButton
              key={category.label}
              className="fl-talent-chip"
              type={pressed ? 'primary' : 'default'}
              aria-pressed={pressed}
              onClick={() => onSelect(category.search)}
            >
              {category.label}
            </PlainButton>
          );
        })}
      </div>
    </nav>
  );
}
