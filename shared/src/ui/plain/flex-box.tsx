import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

interface FlexBoxProps extends Omit<HTMLAttributes<HTMLDivElement>, 'style'> {
  /** A column instead of a row. */
  vertical?: boolean;
  justify?: CSSProperties['justifyContent'];
  align?: CSSProperties['alignItems'];
  gap?: number;
  wrap?: boolean;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * antd's Flex as one styled div (same props, same box): what a first screen lays out without
 * loading antd, and it renders the same on the server.
 */
export function FlexBox({
  vertical = false,
  justify,
  align,
  gap,
  wrap = false,
  style,
  children,
  ...rest
}: FlexBoxProps) {
  return (
    <div
      {...rest}
      style={{
        display: 'flex',
        flexDirection: vertical ? 'column' : undefined,
        justifyContent: justify,
        alignItems: align,
        flexWrap: wrap ? 'wrap' : undefined,
        gap,
        ...style,
      }}
    >
      {children}
    </div>
  );
}
