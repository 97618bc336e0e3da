// 'Tickets por mes' (issue #24: the 12-month chart sat under 'últimos 30 días' and its tooltip was cut at the right
// edge): a section titled with its own period, whose tooltip stays inside the chart even for the last month. jsdom
// lays nothing out, so the test gives the chart, the card around it and the tooltip their sizes: the chart 600×320 at
// (16, 80) inside a wider card, the tooltip 220×120.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { MonthlyChartRow } from '@tms/contracts';
import { answerApi } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { MonthlyChart } from './monthly-chart';

const CHART = { left: 16, top: 80, width: 600, height: 320 };
const CARD = { left: 0, top: 0, width: 640, height: 700 };
const TOOLTIP = { left: 0, top: 0, width: 220, height: 120 };
const VIEWPORT = { left: 0, top: 0, width: 1024, height: 768 };
const WRAPPER = '[class*="MuiChartsWrapper-root"]';

const months: MonthlyChartRow[] = Array.from({ length: 12 }, (_, index) => ({
  month: index + 1,
  year: 2026,
  rowIndex: index,
  totalInSLA: 1,
  totalTicketClosed: 2,
  totalTicketMonth: 3,
}));

type Box = typeof CHART;
const domRect = ({ left, top, width, height }: Box) =>
  ({ x: left, y: top, left, top, width, height, right: left + width, bottom: top + height, toJSON: () => '' }) as DOMRect;

/** The chart area: the element around the chart's wrapper, and everything inside it. */
const inChart = (element: Element) => !!element.closest(WRAPPER) || !!element.firstElementChild?.matches(WRAPPER);

/** The 1×1 element the chart anchors its tooltip to, placed by its style inside the chart. */
const anchorBox = (element: Element): Box | null => {
  const { style } = element as HTMLElement;
  return style?.opacity === '0' && style.width === '1px'
    ? { left: CHART.left + parseFloat(style.left), top: CHART.top + parseFloat(style.top), width: 1, height: 1 }
    : null;
};

function boxOf(element: Element): Box {
  if (element.closest('[role="tooltip"]')) return TOOLTIP;
  if (element === document.documentElement) return VIEWPORT;
  return anchorBox(element) ?? (inChart(element) ? CHART : CARD);
}

beforeEach(() => {
  // The chart reads its width from its layer's computed style.
  const style = document.createElement('style');
  style.textContent = `${WRAPPER} > [role="none"] { width: ${CHART.width}px; height: ${CHART.height}px; }`;
  document.head.append(style);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return domRect(boxOf(this));
  });
  for (const [property, side] of [
    ['clientWidth', 'width'],
    ['clientHeight', 'height'],
  ] as const) {
    vi.spyOn(Element.prototype, property, 'get').mockImplementation(function (this: Element) {
      return boxOf(this)[side];
    });
  }
  for (const [property, side] of [
    ['offsetWidth', 'width'],
    ['offsetHeight', 'height'],
  ] as const) {
    vi.spyOn(HTMLElement.prototype, property, 'get').mockImplementation(function (this: HTMLElement) {
      return this.closest('[role="tooltip"]') ? TOOLTIP[side] : 0;
    });
  }
  return () => style.remove();
});

afterEach(() => vi.restoreAllMocks());

/** The tooltip's left edge, from the translation Popper gives it. */
const leftOf = (tooltip: HTMLElement) => Number(/translate\((-?[\d.]+)px/.exec(tooltip.style.transform)?.[1]);

describe('MonthlyChart', () => {
  it('is a section titled with its own 12 months', async () => {
    answerApi({ 'GET /api/chartworkitem/getchartworkitemmonthly': months });
    renderWithProviders(<MonthlyChart />);
    const section = screen.getByRole('region', { name: 'Tickets por mes' });
    expect(await within(section).findByText('Últimos 12 meses: de Ene 2026 a Dic 2026')).toBeInTheDocument();
  });

  it("keeps the last month's tooltip inside the chart", async () => {
    answerApi({ 'GET /api/chartworkitem/getchartworkitemmonthly': months });
    const { container } = renderWithProviders(<MonthlyChart />);
    await screen.findByText('Últimos 12 meses: de Ene 2026 a Dic 2026');
    // The chart's code loads after the card shows.
    const layer = await vi.waitFor(() => {
      const found = container.querySelector<HTMLElement>(`${WRAPPER} > [role="none"]`);
      if (!found) throw new Error('the chart is not drawn yet');
      return found;
    });
    await vi.waitFor(() => expect(layer.querySelector('svg rect')).not.toBeNull());

    // The pointer over December, near the chart's right edge.
    await act(async () => {
      layer.dispatchEvent(new PointerEvent('pointerenter', { clientX: 560, clientY: 200, pointerType: 'mouse' }));
      layer.dispatchEvent(new PointerEvent('pointermove', { clientX: 560, clientY: 200, pointerType: 'mouse', bubbles: true }));
    });
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Dic 2026');
    await vi.waitFor(() => expect(tooltip.style.transform).toMatch(/translate/));
    expect(leftOf(tooltip)).toBeGreaterThanOrEqual(CHART.left);
    expect(leftOf(tooltip) + TOOLTIP.width).toBeLessThanOrEqual(CHART.left + CHART.width);
  });
});
