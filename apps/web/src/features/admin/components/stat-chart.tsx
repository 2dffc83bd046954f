import { AdminMessages } from '@app/contract';
import { useEffect, useId, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { latestValues, type StatColumns, type StatKey, timeRange } from '../utils/bss-series';
import { formatDate } from '../utils/format-date';

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

function chartOptions(keys: readonly StatKey[], width: number, pointCount: number): uPlot.Options {
  const { text, grid } = themeColors();
  const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
  return {
    width,
    height: HEIGHT,
    series: [
      {},
      // A line needs two points: a lone snapshot is drawn as a dot.
      ...keys.map((key, index) => ({
        label: AdminMessages.series[key],
        stroke: PALETTE[index % PALETTE.length],
        width: 2,
        points: { show: pointCount === 1, size: 8, fill: PALETTE[index % PALETTE.length] },
      })),
    ],
    axes: [axis, { ...axis, size: 48, incrs: COUNT_STEPS }],
    scales: { x: { time: true, range: (_chart, min, max) => timeRange(min, max) }, y: { range: (_chart, min, max) => [0, Math.max(max, min + 1, 1)] } },
    // The figure lists each series with its colour and latest value below the chart: uPlot's own legend
    // would only repeat it, with '--' until the pointer is over the chart.
    legend: { show: false },
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
    const options = () => chartOptions(keys, box.clientWidth || 300, columns.times.length);
    let chart = new uPlot(options(), data, box);
    const redraw = () => {
      chart.destroy();
      chart = new uPlot(options(), data, box);
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
      <ChartSpan times={columns.times} />
      <div ref={boxRef} className="admin__chart-box" aria-hidden="true" />
      <dl className="admin__chart-latest">
        {latestValues(columns, keys).map(({ key, value }, index) => (
          <div key={key}>
            <dt>
              <span className="admin__chart-swatch" style={{ background: PALETTE[index % PALETTE.length] }} aria-hidden="true" />
              {AdminMessages.series[key]}
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </figure>
  );
}

/**
 * The time axis's range in words, from the same `timeRange` the chart's scale uses: the canvas is hidden from
 * screen readers, and a reader sees at a glance which hours the lines cover.
 */
function ChartSpan({ times }: { times: readonly number[] }) {
  const [from, to] = timeRange(times[0] ?? null, times.at(-1) ?? null);
  const fromIso = new Date(from * 1000).toISOString();
  const toIso = new Date(to * 1000).toISOString();
  return (
    <p className="admin__chart-span">
      {AdminMessages.chartSpan} <time dateTime={fromIso}>{formatDate(fromIso)}</time> – <time dateTime={toIso}>{formatDate(toIso)}</time>
    </p>
  );
}
