/** Texts of status screens that only lazy consoles show, kept out of the first page's ui-messages. */
export const PageMessages = {
  /** docs/api/constants.md §8, Pages: a signed-in user without the rights. */
  forbidden: 'Forbidden!',
  forbiddenText: "You don't have access to this page.",
} as const;
