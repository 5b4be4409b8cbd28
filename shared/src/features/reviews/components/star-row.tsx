import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import { SvgIcon } from '../../../ui/svg-icon';

const FILLED = '#fadb14';
const EMPTY = '#e5e7eb';

interface StarRowProps {
  /** 0 to 5, in half stars. */
  value: number;
  fontSize?: number;
}

/**
 * Five stars drawn, not an input: antd's Rate, even disabled, renders focusable radio buttons,
 * which a screen reader still reaches inside the named image around them (axe:
 * nested-interactive). The figure around it carries the words.
 */
export function StarRow({ value, fontSize = 14 }: StarRowProps) {
  return (
    <span aria-hidden style={{ display: 'inline-flex', gap: 2, fontSize, lineHeight: 1 }}>
      {[1, 2, 3, 4, 5].map((star) => {
        const fill = value >= star ? 1 : value >= star - 0.5 ? 0.5 : 0;
        return (
          <span
            key={star}
            data-star={fill === 1 ? 'full' : fill === 0.5 ? 'half' : 'empty'}
            style={{ position: 'relative', display: 'inline-flex' }}
          >
            <span style={{ color: EMPTY, display: 'inline-flex' }}>
              <SvgIcon icon={StarFilled} size={fontSize} />
            </span>
            {fill > 0 && (
              <span
                style={{ position: 'absolute', inset: 0, width: `${fill * 100}%`, overflow: 'hidden', color: FILLED }}
              >
                <SvgIcon icon={StarFilled} size={fontSize} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
