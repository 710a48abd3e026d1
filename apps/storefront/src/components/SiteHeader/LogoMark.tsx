import { vars } from '@storefront/ui';

/** The brand mark: a mountain ridge with a snow cap, in theme colours. Decorative. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M2 27 12 9l5 8 3-5 10 15Z" fill="currentColor" />
      <path d="m12 9 3 5-2 1.5-1-2-1.6 2.2L9 14Z" fill={vars.color.surface} opacity=".9" />
    </svg>
  );
}
