export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 64 64" width="28" height="28" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--color-accent)" />
      <circle cx="30" cy="29" r="14" fill="none" stroke="#fff" strokeWidth="6" />
      <path d="M38 38 L48 48" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}
