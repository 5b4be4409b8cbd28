import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import type { AbstractNode } from '@ant-design/icons-svg/es/types';

const FILLED = '#fadb14';
const EMPTY = '#e5e7eb';
/** Space between two stars, in px. */
const GAP = 2;
/** The star's outline, as antd's StarFilled draws it (viewBox 64 64 896 896). */
const STAR_PATH = (StarFilled.icon as AbstractNode).children![0]!.attrs.d!;

const tiles = new Map<number, string>();

/** One star and the gap after it, `size` px high: the tile the row's mask repeats (built once a size). */
function starTile(size: number): string {
  const built = tiles.get(size);
  if (built) return built;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size + GAP}" height="${size}" viewBox="64 64 ${(896 * (size + GAP)) / size} 896">` +
    `<path d="${STAR_PATH}"/></svg>`;
  const tile = `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
  tiles.set(size, tile);
  return tile;
}

interface StarRowProps {
  /** 0 to 5, in half stars. */
  value: number;
  fontSize?: number;
}

/**
 * Five stars drawn, not an input: antd's Rate, even disabled, renders focusable radio buttons,
 * which a screen reader still reaches inside the named image around them (axe:
 * nested-interactive). The figure around it carries the words.
 *
 * One element, not five pairs of icons: a row of star-shaped holes (a repeated mask) over a
 * background filled up to the rating. Drawn as 5 × (2 icons + 3 spans) it was 35 elements and 10
 * SVGs a rating, which on Find Talent's twelve cards or the dashboard's talent was a third of the
 * page for the browser to build, style and lay out on a phone before the app was ready (issue 39).
 */
export function StarRow({ value, fontSize = 14 }: StarRowProps) {
  // Down to the half star below: 4.7 is four and a half stars, 4.4 four.
  const drawn = Math.max(0, Math.min(5, Math.floor(value * 2) / 2));
  const whole = Math.floor(drawn);
  const filledPx = whole * (fontSize + GAP) + (drawn - whole) * fontSize;
  const mask = starTile(fontSize);
  return (
    <span
      aria-hidden
      data-stars={drawn}
      style={{
        display: 'inline-block',
        verticalAlign: 'middle',
        width: 5 * fontSize + 4 * GAP,
        height: fontSize,
        background: `linear-gradient(90deg, ${FILLED} ${filledPx}px, ${EMPTY} ${filledPx}px)`,
        WebkitMaskImage: mask,
        maskImage: mask,
        WebkitMaskSize: `${fontSize + GAP}px ${fontSize}px`,
        maskSize: `${fontSize + GAP}px ${fontSize}px`,
        WebkitMaskRepeat: 'repeat-x',
        maskRepeat: 'repeat-x',
        // Drawn in the page's colours even where the system forces its own (the figure's words carry the rating).
        forcedColorAdjust: 'none',
      }}
    />
  );
}
