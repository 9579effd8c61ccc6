import { convertCssVariables, DEFAULT_THEME, deepMerge, defaultCssVariablesResolver, keys, mergeMantineTheme, type ConvertCSSVariablesInput } from '@mantine/core';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from '../src/app/theme.ts';

/** The stylesheet's module id, imported by web/src/app/providers.tsx. */
export const THEME_VARIABLES_MODULE = 'virtual:mantine-theme-variables.css';
const RESOLVED_ID = `\0${THEME_VARIABLES_MODULE}`;

/**
 * The CSS variables MantineProvider would write into a `<style>` tag for the app's theme: the theme's
 * and `cssVariablesResolver`'s values that differ from Mantine's defaults (those are in
 * `default-css-variables.layer.css`), for `:root` and per colour scheme. The same steps as Mantine's
 * `MantineCssVariables` with its default `deduplicateCssVariables`, from Mantine's own functions.
 */
export function themeCssVariables(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const variables = deepMerge(defaultCssVariablesResolver(merged), cssVariablesResolver(merged)) as ConvertCSSVariablesInput;
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed = (ours: Record<string, string>, theirs: Record<string, string>) =>
    Object.fromEntries(keys(ours).filter((key) => theirs[key] !== ours[key]).map((key) => [key, ours[key]!]));
  return convertCssVariables({
    variables: changed(variables.variables, defaults.variables),
    light: changed(variables.light, defaults.light),
    dark: changed(variables.dark, defaults.dark),
  });
}

/**
 * Serves the theme's CSS variables as a stylesheet made at build (`virtual:mantine-theme-variables.css`),
 * so MantineProvider need not compute them in every visitor's browser (`withCssVariables={false}`):
 * resolving the colour shades took about a tenth of the landing page's and the trip page's start-up
 * script on a phone (docs/performance.md, "Lighthouse"). It lands in the entry's stylesheet, before the
 * first paint, as the `<style>` tag did.
 */
export function mantineThemeVariables(): Plugin {
  return {
    name: 'vozimo:mantine-theme-variables',
    resolveId(id) {
      return id === THEME_VARIABLES_MODULE ? RESOLVED_ID : null;
    },
    load(id) {
      return id === RESOLVED_ID ? themeCssVariables() : null;
    },
  };
}
