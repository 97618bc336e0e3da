// The theme's colours meet WCAG AA (issue #24: the 'Cambios sin guardar' chip read at 2.95:1, 'Nota interna' at
// 2.72:1, the avatars below 4.5:1): text 4.5:1 wherever a palette colour is used as text or under light text, and a
// focus ring that stands out 3:1 on the light pages and on the dark navigation.
import { describe, expect, it } from 'vitest';
import { decomposeColor, getContrastRatio, recomposeColor } from '@mui/material/styles';
import { FOCUS_RING_COLOR, navigationColors, theme } from './theme';

const TEXT = 4.5;
const NON_TEXT = 3;

/** `color` laid at `opacity` over an opaque `background`, as the browser paints it. */
function over(background: string, color: string, opacity: number): string {
  const below = decomposeColor(background).values;
  const above = decomposeColor(color).values;
  const values = below.map((value, i) => Math.round(above[i] * opacity + value * (1 - opacity))) as [number, number, number];
  return recomposeColor({ type: 'rgb', values });
}

/** The opacity of an rgba() colour ('rgba(255, 255, 255, 0.06)' → 0.06). */
const alphaOf = (color: string) => decomposeColor(color).values[3] ?? 1;

const { palette } = theme;
const surfaces = { page: palette.background.default, paper: palette.background.paper };
const colours = ['primary', 'secondary', 'info', 'success', 'warning', 'error'] as const;

describe('theme contrast', () => {
  it('measures as WCAG does', () => {
    expect(getContrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(getContrastRatio('#ED6C02', '#F8F9FA')).toBeCloseTo(2.95, 1);
    expect(over('#FFFFFF', '#000000', 0.5)).toBe('rgb(128, 128, 128)');
  });

  it.each(colours)('%s reads as text on the page and on paper (outlined chips, links)', (name) => {
    for (const surface of Object.values(surfaces)) {
      expect(getContrastRatio(palette[name].main, surface), `${name} on ${surface}`).toBeGreaterThanOrEqual(TEXT);
    }
  });

  it('warning reads on its own tint: the internal note and its chip (features/tickets internal-note-tint.ts)', () => {
    for (const surface of Object.values(surfaces)) {
      const note = over(surface, palette.warning.main, 0.12);
      expect(getContrastRatio(palette.warning.main, note), `on the note over ${surface}`).toBeGreaterThanOrEqual(TEXT);
    }
  });

  it.each(colours)('%s carries light text: filled chips and the initials of avatars', (name) => {
    const colour = palette[name].main;
    expect(getContrastRatio(palette[name].contrastText, colour)).toBeGreaterThanOrEqual(TEXT);
    // An avatar's initials take the page's background colour (MUI's Avatar).
    expect(getContrastRatio(palette.background.default, colour)).toBeGreaterThanOrEqual(TEXT);
  });

  it('keeps the navigation texts readable, also on a hovered or focused entry', () => {
    for (const tint of [navigationColors.hover, navigationColors.active]) {
      const background = over(navigationColors.background, tint, alphaOf(tint));
      expect(getContrastRatio(navigationColors.muted, background)).toBeGreaterThanOrEqual(TEXT);
      expect(getContrastRatio(navigationColors.text, background)).toBeGreaterThanOrEqual(TEXT);
    }
  });

  it('draws a focus ring that stands out on the light pages and on the dark navigation', () => {
    for (const background of [surfaces.page, surfaces.paper, navigationColors.background]) {
      expect(getContrastRatio(FOCUS_RING_COLOR, background), background).toBeGreaterThanOrEqual(NON_TEXT);
    }
    const baseline = theme.components?.MuiCssBaseline?.styleOverrides as Record<string, { outline?: string }>;
    const [selector, ring] = Object.entries(baseline).find(([key]) => key.includes(':focus-visible')) ?? [];
    expect(selector?.split(', ')).toEqual(
      expect.arrayContaining(['html :focus-visible', 'html .MuiCheckbox-root.Mui-focusVisible']),
    );
    expect(ring?.outline).toBe(`3px solid ${FOCUS_RING_COLOR}`);
  });
});
