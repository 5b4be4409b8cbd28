import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';

/**
 * One of antd's icons, drawn from its path data (`@ant-design/icons-svg`) without antd's icon
 * runtime: what renders on a first screen without antd (the shell's header, the home page) shows
 * the same glyphs as the rest. Decorative: the control around it carries the name.
 */
export function SvgIcon({ icon, size = 16 }: { icon: IconDefinition; size?: number }) {
  const node = (
    typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon
  ) as AbstractNode;
  return (
    <svg
      viewBox={node.attrs.viewBox}
      width={size}
      height={size}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className="fl-icon"
    >
      {(node.children ?? []).map((child, index) => (
        <path key={index} d={child.attrs.d} />
      ))}
    </svg>
  );
}
