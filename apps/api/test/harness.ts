import { Test } from '@nestjs/testing';
import { Redis } from 'ioredis';
import { NestExpressApplication } from '@nestjs/platform-express';
import type { Server } from 'node:http';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { CSRF_REQUEST_HEADER, CSRF_RESPONSE_HEADER } from '@app/contract';
import { AppConfig, AppConfigValues } from '@app/server/core/config';
import { RedisAddressConfig, redisConnectionOptions, RedisService } from '@app/server/core/redis';
import { createTestDatabase, testConfig, TestDatabase } from '@app/server/core/testing';
import { AppModule } from '../src/app.module';
import { configureApp, createHttpAdapter } from '../src/configure-app';

export type ApiOverrides = Partial<AppConfigValues> | ((databaseUrl: string) => Partial<AppConfigValues>);

/** A real api (real PostgreSQL database of its own, real Redis under its own prefix) for one test file. */
export class TestApi {
  private clientCount = 0;

  private constructor(
    readonly app: NestExpressApplication,
    readonly config: AppConfig,
    /** Null for a second process on another api's database (it neither owns nor drops it). */
    private readonly database: TestDatabase | null,
  ) {}

  /** `overrides` may depend on the file's new database (its URL on PostgreSQL itself), e.g. to reach it through a pooler. */
  static async start(overrides: ApiOverrides = {}): Promise<TestApi> {
    const template = process.env['QUORUM_TEST_TEMPLATE_DB'];
    if (!template) throw new Error('globalSetup did not create the template database');
    const database = await createTestDatabase(template);
    try {
      const config = testConfig(database.url, typeof overrides === 'function' ? overrides(database.url) : overrides);
      return new TestApi(await TestApi.build(config), config, database);
    } catch (error) {
      // Nothing will close an api that did not start: its database goes now.
      await database.drop();
      throw error;
    }
  }

  /**
   * An api on a database the test made itself (e.g. on a PostgreSQL cluster of its own): the test drops it and
   * its Redis keys (`deleteRedisKeys`).
   */
  static async startOn(databaseUrl: string, overrides: Partial<AppConfigValues> = {}): Promise<TestApi> {
    const config = testConfig(databaseUrl, overrides);
    return new TestApi(await TestApi.build(config), config, null);
  }

  /** Another api "process" on the same database and Redis prefix, as a second replica behind a proxy. */
  static async startBeside(other: TestApi): Promise<TestApi> {
    return new TestApi(await TestApi.build(other.config), other.config, null);
  }

  private static async build(config: AppConfig): Promise<NestExpressApplication> {
    const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config)] }).compile();
    const app = moduleRef.createNestApplication<NestExpressApplication>(createHttpAdapter(), { bodyParser: false, logger: ['error'] });
    await configureApp(app);
    return app;
  }

  get server(): Server {
    return this.app.getHttpServer() as Server;
  }

  get db(): DataSource {
    return this.app.get(DataSource);
  }

  get redis(): RedisService {
    return this.app.get(RedisService);
  }

  /** A browser-like client: its own cookie jar and, by default, its own client address. */
  client(ip = `10.${this.clientCount >> 8}.${this.clientCount++ & 255}.${1 + Math.floor(Math.random() * 250)}`): TestClient {
    return new TestClient(this.server, ip);
  }

  async close(): Promise<void> {
    await this.app.close();
    if (!this.database) return;
    await deleteRedisKeys(this.config, this.config.redisPrefix);
    await this.database.drop();
  }
}

/** Keeps cookies like a browser and sends the CSRF token the way the web client does. */
export class TestClient {
  readonly agent: request.Agent;
  csrfToken = '';

  constructor(
    readonly server: Server,
    readonly ip: string,
  ) {
    this.agent = request.agent(server);
  }

  /** Loads `/api/_initial`, as the web client does first, to learn the CSRF token. */
  async init(): Promise<request.Response> {
    return this.remember(await this.agent.get('/api/_initial').set('X-Forwarded-For', this.ip));
  }

  async get(path: string): Promise<request.Response> {
    return this.remember(await this.agent.get(path).set('X-Forwarded-For', this.ip));
  }

  async send(method: 'post' | 'put' | 'delete', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<request.Response> {
    if (!this.csrfToken) await this.init();
    let req = this.agent[method](path).set('X-Forwarded-For', this.ip).set(CSRF_REQUEST_HEADER, this.csrfToken);
    for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
    if (body !== undefined) req = req.send(typeof body === 'string' ? body : JSON.stringify(body));
    return this.remember(await req);
  }

  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<request.Response> {
    return this.send('post', path, body, headers);
  }

  async signup(username: string, password = 'correct horse battery', email = ''): Promise<request.Response> {
    return this.post('/api/_signup', { username, password, email });
  }

  async login(username: string, password = 'correct horse battery'): Promise<request.Response> {
    return this.post('/api/_login', { username, password });
  }

  private remember(res: request.Response): request.Response {
    const token = res.headers[CSRF_RESPONSE_HEADER.toLowerCase()];
    if (typeof token === 'string' && token) this.csrfToken = token;
    return res;
  }
}

/** Reads one cookie's value out of a response's Set-Cookie headers. */
export function setCookie(res: request.Response, name: string): string | undefined {
  const header = res.headers['set-cookie'] as unknown as string[] | undefined;
  return header?.find((c) => c.startsWith(`${name}=`));
}

export function cookieValue(res: request.Response, name: string): string | undefined {
  return setCookie(res, name)
    ?.split(';')[0]
    .slice(name.length + 1);
}

/** Removes every key a test file wrote (its prefix is its own). */
export async function deleteRedisKeys(target: string | RedisAddressConfig, prefix: string): Promise<void> {
  const redis = typeof target === 'string' ? new Redis(target) : new Redis(redisConnectionOptions(target));
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

/** Sends `req` keeping the answer's body as the bytes on the wire (images, precompressed files), whatever its type. */
export function rawBody(req: request.Test): request.Test {
  return req.buffer(true).parse((res, done) => {
    const parts: Buffer[] = [];
    res.on('data', (c: Buffer) => parts.push(c));
    res.on('end', () => done(null, Buffer.concat(parts)));
  });
}
