import { useEffect, useMemo, useRef } from 'react';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import type { EChartsType } from 'echarts/core';
import { echarts } from './echartsCore';
import type { ChartProps } from './Chart';
import { CHART_THEMES } from './chartTheme';
import { brand } from 'shared-core';

let nextId = 0;

/** Runs `task` when the page is idle (at the latest after 300 ms); falls back to a timer. */
const whenIdle = (task: () => void): number => (typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 300 }) : window.setTimeout(task, 50));
const cancelIdle = (handle: number) => (typeof cancelIdleCallback === 'function' ? cancelIdleCallback(handle) : window.clearTimeout(handle));

/**
 * The drawing half of `Chart` (its own lazily loaded chunk): echarts-for-react's core component
 * on the registered ECharts core, the edition's theme, and the resize handling. Draw and resize
 * times are recorded as User Timing measures `chart-draw` and `chart-resize` (to ECharts' `finished`,
 * after the frame is painted), and `chart-resize-work` (the resize call itself); benchmarks read them.
 */
export default function ChartCanvas({ option, height, ariaLabel, testId, download, onEvents, onReady, notMerge = true }: ChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const instance = useRef<EChartsType | null>(null);
  const pending = useRef<{ name: string; start: number } | null>(null);
  const id = useMemo(() => ++nextId, []);

  const full = useMemo(() => {
    // Start of the draw: this render happens before echarts-for-react sets the option.
    pending.current = { name: 'chart-draw', start: performance.now() };
    const toolbox = download
      ? { right: 4, top: 0, itemSize: 14, feature: { saveAsImage: { name: download.fileName, title: download.title, pixelRatio: 2, backgroundColor: '#ffffff' } } }
      : undefined;
    return { animation: false, ...(toolbox ? { toolbox } : {}), ...option };
  }, [option, download]);

  useEffect(() => {
    const element = host.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    let last = `${element.clientWidth}x${element.clientHeight}`;
    // Whether the chart shows on screen (inside the viewport and its scrolling dialog). Without
    // IntersectionObserver every chart counts as shown.
    let shown = true;
    let deferred: number | null = null;
    const resize = () => {
      const chart = instance.current;
      if (deferred !== null) cancelIdle(deferred);
      deferred = null;
      const size = `${element.clientWidth}x${element.clientHeight}`;
      if (!chart || size === last) return;
      last = size;
      pending.current = { name: 'chart-resize', start: performance.now() };
      // echarts-for-react starts the chart with the container's size fixed in its init options:
      // 'auto' makes ECharts measure the container again.
      chart.resize({ width: 'auto', height: 'auto' });
      // The chart's own share (the layout and draw calls ECharts makes inside resize()).
      if (typeof performance.measure === 'function') performance.measure('chart-resize-work', { start: pending.current?.start ?? performance.now(), end: performance.now(), detail: { chart: id } });
    };
    // A window resize redraws the charts on screen at once; the ones scrolled away follow when
    // the page is idle (or when they scroll into view), so a dashboard of many charts redraws
    // what the user sees within one frame.
    const observer = new ResizeObserver(() => {
      if (shown) resize();
      else if (deferred === null) deferred = whenIdle(resize);
    });
    observer.observe(element);
    const visibility =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => {
            shown = entries[entries.length - 1]!.isIntersecting;
            if (shown && deferred !== null) resize();
          });
    visibility?.observe(element);
    return () => {
      observer.disconnect();
      visibility?.disconnect();
      if (deferred !== null) cancelIdle(deferred);
    };
  }, [id]);

  return (
    <div ref={host} role="img" aria-label={ariaLabel} data-testid={testId} data-chart-id={id} style={{ width: '100%', height }}>
      <ReactEChartsCore
        echarts={echarts}
        option={full}
        notMerge={notMerge}
        theme={CHART_THEMES[brand.code].name}
        autoResize={false}
        style={{ width: '100%', height: '100%' }}
        onEvents={onEvents}
        onChartReady={(chart: EChartsType) => {
          instance.current = chart;
          // ECharts draws a set option or a resize synchronously and fires 'finished' at its end;
          // the first option was drawn before this handler existed, so its draw ends here.
          const finish = () => {
            const started = pending.current;
            if (!started) return;
            pending.current = null;
            if (typeof performance.measure === 'function') performance.measure(started.name, { start: started.start, end: performance.now(), detail: { chart: id } });
            host.current?.setAttribute('data-chart-ready', 'true');
          };
          chart.on('finished', finish);
          finish();
          onReady?.(chart);
        }}
      />
    </div>
  );
}


