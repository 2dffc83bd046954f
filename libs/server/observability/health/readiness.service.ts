import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckResult, HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import { DataSource } from 'typeorm';
import { AppConfig } from '@app/server/core/config';
import { ReadOnlyDatabase } from '@app/server/core/database';
import { RedisService } from '@app/server/core/redis';
import { bearerMatches } from '../metrics-token';

/** Each check gives up after this long: a probe must answer before the orchestrator's own timeout. */
const CHECK_TIMEOUT_MS = 2000;

export interface Readiness {
  ready: boolean;
  body: HealthCheckResult | { status: HealthCheckResult['status'] };
}

/**
 * `/readyz`: PostgreSQL answers, Redis answers, and every migration this build knows is applied
 * (a process started before `migrate` ran is not ready). Checked with @nestjs/terminus.
 */
@Injectable()
export class ReadinessService {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly dataSource: DataSource,
    private readonly redis: RedisService,
    private readonly config: AppConfig,
    private readonly reads: ReadOnlyDatabase,
  ) {}

  /**
   * The probe's answer for a caller: the status for everyone (the status code says ready or not), the
   * details (each check, pending migration names, error texts) only to the holder of METRICS_TOKEN, as
   * `/metrics`: they describe the deployment to whoever asks.
   */
  async report(authorization: string | undefined): Promise<Readiness> {
    const readiness = await this.check();
    const token = this.config.metricsToken;
    if (token && bearerMatches(authorization, token)) return readiness;
    return { ready: readiness.ready, body: { status: readiness.body.status } };
  }

  async check(): Promise<Readiness> {
    try {
      const checks = [() => this.database(), () => this.redisPing(), () => this.migrations()];
      const body = await this.health.check(this.reads.replicas.enabled ? [...checks, () => this.replicas()] : checks);
      return { ready: true, body };
    } catch (error) {
      // Terminus reports "not ready" as a 503 exception whose response is the full result.
      if (error instanceof ServiceUnavailableException) return { ready: false, body: error.getResponse() as HealthCheckResult };
      throw error;
    }
  }

  private database() {
    return this.indicators
      .check('database')
      .attempt(async () => void (await this.dataSource.query('SELECT 1')))
      .withTimeout(CHECK_TIMEOUT_MS);
  }

  private redisPing() {
    return this.indicators
      .check('redis')
      .attempt(async () => void (await this.redis.client.ping()))
      .withTimeout(CHECK_TIMEOUT_MS);
  }

  /**
   * Details only: a replica that is down or behind never makes the process unready, its reads go to the
   * primary (docs/operations.md, "Scaling path").
   */
  private replicas() {
    const replicas = this.reads.replicas.status();
    return this.indicators.check('replicas').up({ inUse: replicas.filter((r) => r.inUse).length, replicas });
  }

  private async migrations() {
    const known = this.dataSource.migrations.map((m) => m.name).filter((name): name is string => Boolean(name));
    const session = this.indicators.check('migrations');
    try {
      const rows: { name: string }[] = await this.dataSource.query(`SELECT name FROM ${this.dataSource.options.migrationsTableName ?? 'migrations'}`);
      const applied = new Set(rows.map((r) => r.name));
      const pending = known.filter((name) => !applied.has(name));
      return pending.length ? session.down({ pending }) : session.up({ applied: known.length });
    } catch (error) {
      return session.down({ message: error instanceof Error ? error.message : String(error) });
    }
  }
}
