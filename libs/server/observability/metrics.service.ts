import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ProcessName } from './log-options';

/** Prometheus' text format (0.0.4), what `/metrics` answers with. */
export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300];

/**
 * A provider built by ObservabilityModule (`new MetricsService('api')`). The process's own registry (not prom-client's global one, so tests that build several apps in one
 * process never collide). Node's default metrics are on it: event-loop lag, heap, GC, handles.
 */
export class MetricsService {
  readonly registry = new Registry();

  readonly httpRequests = this.histogram(
    'quorum_http_request_duration_seconds',
    'HTTP requests by method, route template and status',
    ['method', 'route', 'status'],
    SECONDS_BUCKETS,
  );

  readonly jobDurations = this.histogram(
    'quorum_job_duration_seconds',
    'Jobs the worker ran, by queue, job name and outcome (completed or failed)',
    ['queue', 'job', 'outcome'],
    JOB_BUCKETS,
  );

  readonly jobFailures = new Counter({
    name: 'quorum_job_failures_total',
    help: 'Job attempts that threw, by queue and job name (BullMQ retries them with backoff)',
    labelNames: ['queue', 'job'] as const,
    registers: [this.registry],
  });

  readonly firstScreenRenders = new Counter({
    name: 'quorum_first_screen_renders_total',
    help: "Guests' pages rendered on the server, by outcome (rendered; over-budget: stopped, page served plain; busy; failed)",
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly markdownParses = new Counter({
    name: 'quorum_markdown_parses_total',
    help: 'Bodies parsed from markdown by server rendering (a body is kept parsed per version, so repeats are not counted)',
    registers: [this.registry],
  });

  /** Node's default metrics on, every series labelled with the process. */
  constructor(processName: ProcessName) {
    this.registry.setDefaultLabels({ process: processName });
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
  }

  /** A gauge whose value is read when Prometheus scrapes (pool sizes, queue depths, Redis round trip). */
  gauge<L extends string>(name: string, help: string, labelNames: readonly L[], collect: (gauge: Gauge<L>) => Promise<void> | void): Gauge<L> {
    return new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        await collect(this);
      },
    });
  }

  /** A histogram on this process's registry (not prom-client's global one). */
  private histogram<L extends string>(name: string, help: string, labelNames: readonly L[], buckets: number[]): Histogram<L> {
    return new Histogram<L>({ name, help, labelNames, buckets, registers: [this.registry] });
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }
}
