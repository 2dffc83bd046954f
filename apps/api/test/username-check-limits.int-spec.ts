import { useTestApi } from './support/test-api-per-file';

/**
 * `GET /api/_username_check` goes through the route throttler, per client address, like signup's own limit:
 * without it a script could test names by the thousand and learn which accounts exist.
 */
const api = useTestApi();

describe('GET /api/_username_check limits', () => {
  it('answers 5 checks a second from one address, then 429 in the envelope; another address is not affected', async () => {
    const prober = api.client();
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await prober.get(`/api/_username_check?username=probe${i}`));
    expect(answers.slice(0, 5).map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[5].status).toBe(429);
    expect(answers[5].body).toEqual({ status: 429, message: 'Too Many Requests.' });
    expect(Number(answers[5].headers['retry-after'])).toBeGreaterThan(0);
    const other = await api.client().get('/api/_username_check?username=probe9');
    expect(other.status).toBe(200);
    expect(other.body).toEqual({ username: 'probe9', taken: false });
  });
});
