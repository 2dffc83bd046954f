/**
 * The Chromium features the browser suite turns off. Chromium reads only the last `--disable-features` of
 * its command line, and Playwright passes its own list first, so a second flag would switch Playwright's back
 * on: the launch repeats Playwright's list (as Playwright 1.65 passes it) and adds ours.
 * `chromium-flags.e2e-spec.ts` fails when a Playwright update turns off a feature this list lacks, and when
 * the omnibox pop-ups come back under another name.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
] as const;

/**
 * Headless Chromium still builds each window's toolbar, and every new context is a window: the address bar's
 * two pop-ups (`chrome://omnibox-popup.top-chrome/`, plain and "AI mode") are web pages of their own, each in
 * a renderer, made for every context. Fifteen contexts cost 16.4–17.3 s of Chromium CPU with them and 4.4–4.7 s
 * without (docs/testing.md, "Chromium's address-bar pop-ups").
 */
export const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'] as const;

export const DISABLE_FEATURES_FLAG = `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`;
