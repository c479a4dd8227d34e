import { lazy, Suspense, useRef, type ReactNode } from 'react';
import type { EChartsType } from 'echarts/core';
import { useNearViewport } from '../map/useNearViewport';

const ChartCanvas = lazy(() => import('./ChartCanvas'));

/** The option object of ECharts (kept loose so callers need not import ECharts' types). */
export type ChartOption = Record<string, unknown>;

export interface ChartProps {
  option: ChartOption;
  /** CSS height of the chart (its width follows its container). */
  height: number | string;
  /** Accessible name of the chart. */
  ariaLabel: string;
  testId?: string;
  /** Adds ECharts' own PNG download (toolbox saveAsImage) with this file name and button title. */
  download?: { fileName: string; title: string };
  /** ECharts event handlers by event name (click, legendselectchanged...). */
  onEvents?: Record<string, (params: unknown) => void>;
  /** Called with the ECharts instance once the chart has drawn its option. */
  onReady?: (chart: EChartsType) => void;
  /** Replace the previous option instead of merging into it (default true). */
  notMerge?: boolean;
  /** Shown where no chart can be drawn (no 2D canvas: jsdom, very old browsers). */
  fallback?: ReactNode;
  /**
   * Loads ECharts and draws only once the chart comes near the viewport and the browser is then
   * idle: for a chart below a page's first screen, which then costs its page's load nothing.
   */
  whenNear?: boolean;
}

let canvasSupport: boolean | undefined;
function canDrawCanvas(): boolean {
  if (canvasSupport === undefined) {
    try {
      canvasSupport = typeof document !== 'undefined' && !!document.createElement('canvas').getContext('2d');
    } catch {
      canvasSupport = false;
    }
  }
  return canvasSupport;
}

/**
 * A chart of the platform: echarts-for-react on `echarts/core` with the edition's theme
 * (`useChartTheme`). ECharts and the component are loaded on the first chart drawn, in their own
 * chunk, so no page's first load grows. Tooltips that show user-written text must use
 * `chartTooltipText` or `escapedTooltipFormatter`. Animation is off unless the option turns it on.
 */
export function Chart(props: ChartProps) {
  const { height, ariaLabel, testId, fallback = null, whenNear = false } = props;
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeholder, whenNear && canDrawCanvas());
  if (!canDrawCanvas()) {
    return (
      <div role="img" aria-label={ariaLabel} data-testid={testId} style={{ width: '100%', minHeight: fallback ? undefined : height }}>
        {fallback}
      </div>
    );
  }
  const waiting = <div ref={placeholder} aria-busy="true" aria-label={ariaLabel} data-testid={testId} style={{ width: '100%', height }} />;
  if (whenNear && !near) return waiting;
  return (
    <Suspense fallback={waiting}>
      <ChartCanvas {...props} />
    </Suspense>
  );
}
