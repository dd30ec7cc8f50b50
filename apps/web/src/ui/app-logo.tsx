/** The app's logo, inline so it shows offline too (the favicon file is the same drawing). */
export function AppLogo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1c5fa8" />
      <rect x="17" y="12" width="30" height="40" rx="4" fill="#fff" />
      <rect x="23" y="21" width="18" height="3" rx="1.5" fill="#1c5fa8" />
      <rect x="23" y="29" width="18" height="3" rx="1.5" fill="#1c5fa8" />
      <rect x="23" y="37" width="11" height="3" rx="1.5" fill="#1c5fa8" />
      <circle cx="44" cy="46" r="9" fill="#2f9e44" />
      <path
        d="M40 46l3 3 5-6"
        stroke="#fff"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
