/**
 * Numbers that shape the web client's chrome (docs/api/constants.md §9). The server never
 * reads them; they live here so the spec's values have one home beside the texts.
 */
export const ChromeConstants = {
  /** Below this width the bottom bar replaces the left sidebar ('768 px mobile'). */
  mobileBreakpointPx: 768,
  /** Joined communities listed in the sidebar before 'Show N more'. */
  sidebarCommunitiesShown: 10,
  /** Scroll distance in one direction before the narrow-screen navbar hides or shows again. */
  navbarHideScrollPx: 20,
  /** Scroll offset after which the navbar gets its blurred background. */
  navbarBlurScrollPx: 50,
  /** The narrow-screen sidebar drawer: a drag released past this distance opens (or closes) it ('release past 50 px decides'). */
  drawerReleasePx: 50,
  /** A drag to open the closed drawer starts this close to the screen's left edge. */
  drawerEdgePx: 24,
  /** Skeletons and spinners appear only when loading lasts longer than this (docs/api/constants.md §9). */
  loadingIndicatorDelayMs: 80,
  /** How long an alert stays before it vanishes ('Alert duration 3000 ms'). */
  alertDurationMs: 3000,
  /** How long a mute notice stays ('5000 ms for mute notices'). */
  muteAlertDurationMs: 5000,
  /** How often relative timestamps ('5 minutes ago') are recomputed ('every 60 s'). */
  timeAgoRefreshMs: 60_000,
} as const;
