import passport from 'passport';
import { AccountCredentials, LocalStrategy } from '@app/server/auth';
import { cookieValue, TestApi } from './harness';

/**
 * Login's limits (docs/api/session.md §6.2, checked after the body): 10 per second per address, 20 per hour per
 * address and name, the name keyed as the lookup reads it (another spelling of a name gets no fresh budget);
 * credentials checked by passport-local (docs/architecture.md, "Decisions").
 */
let api: TestApi;

beforeAll(async () => {
  api = await TestApi.start();
});

afterAll(async () => {
  await api.close();
});

const HOUR_MS = 3_600_000;
const TOO_MANY = { status: 429, message: 'Too Many Requests.' };

describe('POST /api/_login: the per-name window', () => {
  it('counts `BOB`, ` bob` and `BoB` in one window of 20 per hour, so the right password in another case is refused too', async () => {
    const name = `bob${Date.now().toString(36).slice(-6)}`;
    expect((await api.client().signup(name, 'correct horse battery')).status).toBe(201);
    const ip = '198.51.100.77';
    const variants = [name.toUpperCase(), ` ${name}`, `${name.slice(0, 1).toUpperCase()}${name.slice(1)} `, name];
    for (let i = 0; i < 20; i++) {
      // Only the per-name window is under test: empty the per-second one before each try.
      await api.redis.client.del(`rl:loginPerAddress:1000:${ip}`);
      const res = await api.client(ip).login(variants[i % variants.length], `wrong guess ${i}`);
      expect(res.body).toEqual({ status: 401, code: 'wrong-password', message: 'Username and password do not match.' });
    }
    await api.redis.client.del(`rl:loginPerAddress:1000:${ip}`);
    const client = api.client(ip);
    const limited = await client.login(`  ${name.toUpperCase()}`, 'correct horse battery');
    expect(limited.body).toEqual(TOO_MANY);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
    expect(cookieValue(limited, 'SID')).toBeUndefined();
    expect((await client.get('/api/_user')).status).toBe(401);
    expect(Number(await api.redis.client.get(`rl:loginPerAddressAndName:${HOUR_MS}:${ip}:${name}`))).toBe(21);
    // Another address has its own window for the same name.
    expect((await api.client('198.51.100.78').login(name.toUpperCase(), 'correct horse battery')).status).toBe(200);
  });

  it('keeps the contract order on the refused address: a mistyped body is 400 invalid_json before 429', async () => {
    const ip = '198.51.100.79';
    await api.redis.client.set(`rl:loginPerAddress:1000:${ip}`, 10, 'PX', 60_000);
    expect((await api.client(ip).login('someone', 'whatever')).body).toEqual(TOO_MANY);
    expect((await api.client(ip).post('/api/_login', { username: 12, password: [] })).body).toEqual({
      status: 400,
      code: 'invalid_json',
      message: 'Invalid JSON body.',
    });
  });
});

describe('POST /api/_login: passport-local', () => {
  it('checks credentials through the `local` strategy, with passport keeping no session', async () => {
    const strategy = api.app.get(LocalStrategy);
    expect((passport as unknown as { _strategy(name: string): unknown })._strategy('local')).toBe(strategy);
    const verify = jest.spyOn(api.app.get(AccountCredentials), 'verify');
    const name = `pp${Date.now().toString(36).slice(-6)}`;
    expect((await api.client().signup(name, 'correct horse battery')).status).toBe(201);
    const client = api.client();
    const ok = await client.login(` ${name} `, 'correct horse battery');
    expect(ok.status).toBe(200);
    expect(ok.body.username).toBe(name);
    expect(verify).toHaveBeenCalledWith(` ${name} `, 'correct horse battery');
    expect((await client.get('/api/_user')).body.username).toBe(name);
    // An empty field never reaches `validate` (passport-local refuses it): still the contract's 401.
    verify.mockClear();
    expect((await api.client().login(name, '')).body).toEqual({ status: 401, code: 'wrong-password', message: 'Username and password do not match.' });
    expect(verify).not.toHaveBeenCalled();
    verify.mockRestore();
  });
});
