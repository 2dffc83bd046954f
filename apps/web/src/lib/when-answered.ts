/**
 * Runs `apply` with a call's answer once it is in, for an endpoint's `onQueryStarted`. A refused call needs
 * nothing here: the component shows it (from the hook, or from `unwrap()`). Left unhandled, the refusal
 * would reject `onQueryStarted`'s own promise, which nothing awaits: an unhandled rejection in the page.
 */
export async function whenAnswered<T>(queryFulfilled: Promise<{ data: T }>, apply: (data: T) => void): Promise<void> {
  const answer = await queryFulfilled.catch(() => null);
  if (answer) apply(answer.data);
}
