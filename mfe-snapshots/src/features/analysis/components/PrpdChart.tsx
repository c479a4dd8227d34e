import { useEffect, useRef } from 'react';
import type { Pattern } from 'shared-core';

export interface PrpdChartProps {
  pattern: Pattern;
  /** Accessible name of the chart. */
  label: string;
  phaseAxis: string;
  levelAxis: string;
}

/**
 * The PRPD plot (spec 000 section 2) with ECharts: pulses as points over phase (0 to 360°) and
 * level, and a sine for the supply voltage's phase. Only the scatter and line charts, the grid
 * and tooltip components and the canvas renderer are loaded, on first use.
 */
export function PrpdChart({ pattern, label, phaseAxis, levelAxis }: PrpdChartProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let disposed = false;
    let chart: { dispose: () => void; resize: () => void } | undefined;
    const onResize = () => chart?.resize();
    // Without a 2D canvas (old browsers, jsdom) there is nothing to draw; the CSV still has the data.
    if (!document.createElement('canvas').getContext('2d')) return;
    void (async () => {
      const [core, charts, components, renderers] = await Promise.all([
        import('echarts/core'),
        import('echarts/charts'),
        import('echarts/components'),
        import('echarts/renderers'),
      ]);
      if (disposed || !ref.current) return;
      core.use([charts.ScatterChart, charts.LineChart, components.GridComponent, components.TooltipComponent, renderers.CanvasRenderer]);
      const points = pattern.xValues.map((x, i) => [x, pattern.yValues[i] ?? 0]);
      const levels = pattern.yValues.length ? pattern.yValues : [0, 1];
      let low = Infinity;
      let high = -Infinity;
      for (const level of levels) {
        low = Math.min(low, level);
        high = Math.max(high, level);
      }
      const mid = (low + high) / 2;
      const amplitude = Math.max(1, (high - low) / 2);
      const sine = Array.from({ length: 73 }, (_, i) => [i * 5, mid + amplitude * Math.sin((i * 5 * Math.PI) / 180)]);
      try {
        const instance = core.init(ref.current, undefined, { renderer: 'canvas' });
        chart = instance;
        instance.setOption({
          animation: false,
          grid: { left: 48, right: 16, top: 16, bottom: 40 },
          tooltip: { trigger: 'item' },
          xAxis: { type: 'value', min: 0, max: pattern.cycleLength || 360, interval: 90, name: phaseAxis, nameLocation: 'middle', nameGap: 26 },
          yAxis: { type: 'value', scale: true, name: levelAxis, nameLocation: 'middle', nameGap: 36 },
          series: [
            { type: 'scatter', symbolSize: 4, data: points, itemStyle: { color: '#d4380d', opacity: 0.7 } },
            { type: 'line', data: sine, showSymbol: false, silent: true, lineStyle: { color: '#8c8c8c', type: 'dashed' } },
          ],
        });
        window.addEventListener('resize', onResize);
      } catch {
        // No canvas (tests, very old browsers): the CSV export still offers the data.
      }
    })();
    return () => {
      disposed = true;
      window.removeEventListener('resize', onResize);
      chart?.dispose();
    };
  }, [pattern, phaseAxis, levelAxis]);

  return <div ref={ref} role="img" aria-label={label} data-testid="prpd-chart" style={{ width: '100%', height: 260 }} />;
}
