import fs from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import ts from 'typescript';

/**
 * PRPD plot speed: 100,000 pulses drawn with the option mfe-snapshots' PrpdChart gives
 * the shared chart layer (ECharts scatter in large mode, plus the supply sine), on an 800x260
 * canvas. Each timed draw is a setOption with notMerge, ended by a 1-pixel read back so the
 * canvas work is counted. Target: at most 300 ms. Needs no server: the option function is taken
 * from PrpdChart.tsx's source and run against echarts' own bundle (the same renderer the layer
 * registers from echarts/core).
 */

const ROOT = path.resolve(__dirname, '..', '..');
const ECHARTS = require.resolve('echarts/dist/echarts.min.js');
const POINTS = 100_000;

/** `prpdOption` and its constant from PrpdChart.tsx as one browser script. */
function optionScript(): string {
  const source = fs.readFileSync(path.join(ROOT, 'mfe-snapshots/src/features/analysis/components/PrpdChart.tsx'), 'utf8');
  const constant = /^const LARGE_THRESHOLD = .*$/m.exec(source)?.[0];
  const fn = /^export function prpdOption[\s\S]*?\n}\n/m.exec(source)?.[0];
  if (!constant || !fn) throw new Error('prpdOption not found in PrpdChart.tsx');
  const body = `type Pattern = { xValues: number[]; yValues: number[]; cycleLength: number };\n${constant}\n${fn.replace(/^export /, '')}`;
  const js = ts.transpileModule(body, { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.None } }).outputText;
  return `${js}\nwindow.prpdOption = prpdOption;`;
}

test('PRPD plot: 100,000 pulses in large mode', async ({ page }) => {
  await page.setContent('<div id="chart" style="width:800px;height:260px"></div>');
  await page.addScriptTag({ content: optionScript() });
  await page.addScriptTag({ path: ECHARTS });

  const figures = await page.evaluate((count) => {
    type Chart = { setOption: (o: unknown, opts?: unknown) => void };
    const w = window as unknown as {
      prpdOption: (p: { xValues: number[]; yValues: number[]; cycleLength: number }, a: string, b: string, c: string) => unknown;
      echarts: { init: (el: HTMLElement, theme?: unknown, opts?: unknown) => Chart };
    };
    // A deterministic PD-like pattern: two clusters around the sine's rising slopes, over noise.
    const xValues: number[] = [];
    const yValues: number[] = [];
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let i = 0; i < count; i++) {
      const cluster = i % 3;
      const phase = cluster === 2 ? random() * 360 : (cluster ? 225 : 45) + (random() - 0.5) * 60;
      xValues.push(phase);
      yValues.push(cluster === 2 ? random() * 10 : 20 + random() * 40 * Math.abs(Math.sin((phase * Math.PI) / 180)));
    }
    const pattern = { xValues, yValues, cycleLength: 360 };
    const el = document.getElementById('chart')!;
    const readBack = () => el.querySelector('canvas')!.getContext('2d')!.getImageData(400, 130, 1, 1);
    const t0 = performance.now();
    const chart = w.echarts.init(el, undefined, { renderer: 'canvas', devicePixelRatio: 1 });
    chart.setOption(w.prpdOption(pattern, 'Phase', 'Level', '#f5222d'), { notMerge: true, lazyUpdate: false });
    readBack();
    const coldMs = performance.now() - t0;
    const times: number[] = [];
    for (let i = 0; i < 7; i++) {
      const start = performance.now();
      // The option is built each time, as a new pattern would be.
      chart.setOption(w.prpdOption(pattern, 'Phase', 'Level', '#f5222d'), { notMerge: true, lazyUpdate: false });
      readBack();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return { coldMs, medianMs: times[Math.floor(times.length / 2)]!, maxMs: times[times.length - 1]! };
  }, POINTS);

  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(
    [
      `PRPD benchmark (${POINTS.toLocaleString('en')} pulses, 800x260 canvas, ECharts large scatter; Chromium)`,
      `  first draw (init + option): ${ms(figures.coldMs)}`,
      `  redraw: median ${ms(figures.medianMs)}, max ${ms(figures.maxMs)} (target <= 300 ms): ${figures.medianMs <= 300 && figures.coldMs <= 300 ? 'met' : 'NOT met'}`,
    ].join('\n'),
  );
});
