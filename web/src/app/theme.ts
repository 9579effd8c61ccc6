import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Adriatic sea blue. Shades 6-9 keep white text above WCAG AA contrast (4.5:1).
const brand: MantineColorsTuple = [
  '#e7f5f9',
  '#d0e8ef',
  '#a2d0df',
  '#70b7ce',
  '#48a2bf',
  '#2f95b6',
  '#1b7f9f',
  '#126f8c',
  '#065f7a',
  '#004f67',
];

export const theme = createTheme({
  colors: { brand },
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 6 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Someone who asked their system for less motion gets no sliding or fading (WCAG 2.3.3).
  respectReducedMotion: true,
  headings: { fontWeight: '750' },
  components: {
    // Mantine's close buttons have no accessible name (axe: button-name), and a toast with a title
    // shows its text in gray.6, 3.3:1 on white; the dimmed colour below is 5.9:1.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      styles: (_theme: unknown, props: { title?: unknown }) => ({ description: props.title ? { color: 'var(--mantine-color-dimmed)' } : {} }),
    },
  },
});

/**
 * Mantine's default "dimmed" and error text colours are below WCAG AA contrast (4.5:1) on the page
 * background (gray.6 and red.6 on white are about 3.3:1); these keep secondary text and field errors
 * readable in both schemes. Yellow text of light badges and alerts (the Pending status) is about
 * 2:1 on its pale background; a dark amber makes it 6:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5f6770',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-yellow-light-color': '#7a5300',
    // The status badges (light variant) need 4.5:1 text on their tinted background (axe, WCAG AA).
    '--mantine-color-cyan-light-color': '#0a6170',
    '--mantine-color-green-light-color': '#1e6b2f',
    '--mantine-color-red-light-color': '#a51d1d',
    '--mantine-color-gray-light-color': '#495057',
  },
  dark: { '--mantine-color-dimmed': '#a3a3a3', '--mantine-color-error': 'var(--mantine-color-red-5)' },
});
