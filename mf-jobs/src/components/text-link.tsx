import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import './text-link.css';

/** A router link in the theme's link colour, for text drawn without antd (which coloured its links). */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link {...props} className={className ? `jobs-text-link ${className}` : 'jobs-text-link'} />;
}
