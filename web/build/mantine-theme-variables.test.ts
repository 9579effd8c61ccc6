import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '../src/app/theme.ts';
import { themeCssVariables } from './mantine-theme-variables.ts';

/** The `<style>` MantineProvider writes when it computes the theme's variables itself (withCssVariables, its default). */
function variablesMantineRenders(): string {
  const html = renderToString(createElement(MantineProvider, { theme, cssVariablesResolver }));
  const style = /<style data-mantine-styles="true">([\s\S]*?)<\/style>/.exec(html);
  if (!style) throw new Error(`MantineProvider rendered no variables: ${html.slice(0, 200)}`);
  return style[1]!;
}

describe('themeCssVariables', () => {
  it('is exactly what MantineProvider would compute for the theme in the browser', () => {
    expect(themeCssVariables()).toBe(variablesMantineRenders());
  });

  it('carries the theme and the resolver: the brand colour and the readable dimmed text, per scheme', () => {
    const css = themeCssVariables();
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-brand-filled)');
    expect(css).toMatch(/\[data-mantine-color-scheme="light"\][^{]*\{[^}]*--mantine-color-dimmed: #5f6770/);
    expect(css).toMatch(/\[data-mantine-color-scheme="dark"\][^{]*\{[^}]*--mantine-color-dimmed: #a3a3a3/);
  });
});
