import { useEffect, useMemo, useRef } from 'react';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import type { EChartsType } from 'echarts/core';
import { echarts } from './echartsCore';
import type { ChartProps } from './Chart';
import { CHART_THEMES } from './chartTheme';
import { brand } from 'shared-core';

let nextId = 0;

/**
 * The drawing half of `Chart` (its own lazily loaded chunk): echarts-for-react's core component
 * on the registered ECharts core, the edition's theme, and the resize handling. Draw and resize
 * times are recorded as User Timing measures `chart-draw` and `chart-resize` (benchmarks read them).
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
    const observer = new ResizeObserver(() => {
      const size = `${element.clientWidth}x${element.clientHeight}`;
      const chart = instance.current;
      if (!chart || size === last) return;
      last = size;
      pending.current = { name: 'chart-resize', start: performance.now() };
      // echarts-for-react starts the chart with the container's size fixed in its init options:
      // 'auto' makes ECharts measure the container again.
      chart.resize({ width: 'auto', height: 'auto' });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

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


