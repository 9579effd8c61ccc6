import type { CSSProperties, TableHTMLAttributes } from 'react';
import classes from './css-table.module.css';

interface Spacing {
  /** Space above and below each cell's content, in px (Mantine's `verticalSpacing`). */
  verticalSpacing?: number;
  /** Space either side of each cell's content, in px (Mantine's `horizontalSpacing`); 10 px by default. */
  horizontalSpacing?: number;
}

/**
 * A table styled by CSS alone, ruled between rows as Mantine's Table is. For the customer's trip
 * page, which phones load on slow networks: Mantine's Table brings its ScrollArea and floating-ui
 * along, 60 KB of script (18 KB compressed) the page does not need (docs/performance.md).
 * Elsewhere, use Mantine's Table.
 */
export function CssTable({ verticalSpacing, horizontalSpacing, className, style, ...props }: Spacing & TableHTMLAttributes<HTMLTableElement>) {
  const spacing = {
    '--css-table-vertical-spacing': verticalSpacing === undefined ? undefined : `${verticalSpacing}px`,
    '--css-table-horizontal-spacing': horizontalSpacing === undefined ? undefined : `${horizontalSpacing}px`,
  } as CSSProperties;
  return <table {...props} className={[classes.table, className].filter(Boolean).join(' ')} style={{ ...spacing, ...style }} />;
}
