import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import './plain.css';

/** A router link in the theme's link colour, for text drawn without antd (which coloured its links). */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link {...props} className={className ? `fl-link ${className}` : 'fl-link'} />;
}
