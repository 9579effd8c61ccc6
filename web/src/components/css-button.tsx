import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './css-button.module.css';

type Variant = 'filled' | 'accent' | 'white' | 'light';

interface Look {
  variant?: Variant;
  size?: 'md' | 'lg';
}

const classNameOf = ({ variant = 'filled', size = 'lg' }: Look) =>
  [classes.button, classes[variant], size === 'md' ? classes.medium : ''].filter(Boolean).join(' ');

/**
 * A link that looks like a button, styled by CSS alone. For the pages in the first download (the
 * landing page, the error page): Mantine's Button brings its loader and transition code, which
 * these do not need (docs/performance.md). Elsewhere, use Mantine's Button.
 */
export function CssButtonLink({ to, children, ...look }: Look & { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={classNameOf(look)}>
      {children}
    </Link>
  );
}

/** A button styled by CSS alone (see CssButtonLink). */
export function CssButton({ variant, size, ...props }: Look & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type="button" {...props} className={classNameOf({ variant, size })} />;
}
