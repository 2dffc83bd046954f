import { AdminMessages } from '@app/contract';
import { useEffect, useId, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { latestValues, type StatColumns, type StatKey } from '../utils/bss-series';

const HEIGHT = 220;
/** Series colours readable on both themes' surfaces. */
const PALETTE = ['#3b82f6', '#f59e0b', '#10b981'];
/** Tick steps of the count axis: whole numbers only (there is no half a post). */
const COUNT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000];

interface StatChartProps {
  title: string;
  keys: readonly StatKey[];
  columns: StatColumns;
}

/** Axis and grid colours from the theme's tokens, read when the chart is drawn (and again when the theme flips). */
function themeColors() {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return { text: read('--color-text-muted', '#565d6b'), grid: read('--color-border', '#e2e5ea') };
}

function chartOptions(keys: readonly StatKey[], width: number): uPlot.Options {
  const { text, grid } = themeColors();
  const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
  return {
    width,
    height: HEIGHT,
    series: [
      {},
      ...keys.map((key, index) => ({ label: AdminMessages.series[key], stroke: PALETTE[index % PALETTE.length], width: 2, points: { show: false } })),
    ],
    axes: [axis, { ...axis, size: 48, incrs: COUNT_STEPS }],
    scales: { y: { range: (_chart, min, max) => [0, Math.max(max, min + 1, 1)] } },
    cursor: { drag: { x: false, y: false } },
  };
}

/** One uPlot line chart over the snapshots' times, redrawn on resize and on a theme change. */
export function StatChart({ title, keys, columns }: StatChartProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const data: uPlot.AlignedData = [columns.times, ...keys.map((key) => columns.values[key])];
    let chart = new uPlot(chartOptions(keys, box.clientWidth || 300), data, box);
    const redraw = () => {
      chart.destroy();
      chart = new uPlot(chartOptions(keys, box.clientWidth || 300), data, box);
    };
    const resize = new ResizeObserver(() => chart.setSize({ width: box.clientWidth || 300, height: HEIGHT }));
    resize.observe(box);
    const theme = new MutationObserver(redraw);
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => {
      resize.disconnect();
      theme.disconnect();
      chart.destroy();
    };
  }, [columns, keys]);

  return (
    <figure className="admin__chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="admin__chart-title">
        {title}
      </figcaption>
      <div ref={boxRef} className="admin__chart-box" aria-hidden="true" />
      <dl className="admin__chart-latest">
        {latestValues(columns, keys).map(({ key, value }) => (
          <div key={key}>
            <dt>{AdminMessages.series[key]}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </figure>
  );
}
