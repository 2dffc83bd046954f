/**
 * The server rotates the session and CSRF token on login, signup and logout, so the app starts over
 * from `/api/_initial` rather than patching its cache (as the upstream client does).
 */
export function reloadPage(): void {
  window.location.reload();
}
