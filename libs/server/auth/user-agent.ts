import Bowser from 'bowser';

export interface DeviceSummary {
  browser?: string;
  os?: string;
  device?: string;
}

/**
 * Browser, OS and device kind of a User-Agent header (bowser), for the sessions list and the new-device
 * notification. Only these three names are kept, never the header itself. Versions are left out on purpose:
 * a browser update is not a new device.
 */
export function describeUserAgent(userAgent: string | undefined): DeviceSummary {
  if (!userAgent?.trim()) return {};
  try {
    const parsed = Bowser.parse(userAgent);
    return { browser: parsed.browser.name || undefined, os: parsed.os.name || undefined, device: parsed.platform.type || undefined };
  } catch {
    return {};
  }
}

/** What "the same device" means for the new-device notification: browser, OS and device kind together. */
export function deviceKey(summary: DeviceSummary): string {
  return [summary.browser ?? '?', summary.os ?? '?', summary.device ?? '?'].join('|').toLowerCase().slice(0, 200);
}
