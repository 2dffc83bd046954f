import { describeUserAgent, deviceKey } from './user-agent';

describe('describeUserAgent', () => {
  it('names the browser, OS and device kind without versions', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    expect(describeUserAgent(iphone)).toEqual({ browser: 'Safari', os: 'iOS', device: 'mobile' });
    const linux = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
    expect(describeUserAgent(linux)).toEqual({ browser: 'Chrome', os: 'Linux', device: 'desktop' });
  });

  it('answers nothing for an empty or unknown agent, and keys it all the same', () => {
    expect(describeUserAgent('')).toEqual({});
    expect(describeUserAgent(undefined)).toEqual({});
    expect(deviceKey(describeUserAgent('curl/8'))).toBe('?|?|?');
    expect(deviceKey({ browser: 'Chrome', os: 'Linux', device: 'desktop' })).toBe('chrome|linux|desktop');
  });
});
