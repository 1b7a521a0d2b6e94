/** The few line icons pages draw (no icon font is bundled): 24-unit paths in currentColor. */
import type { SVGProps } from 'react';

const paths = {
  refresh: 'M20 12a8 8 0 1 1-2.3-5.6M20 4v5h-5',
  expand: 'M7 10l5 5l5-5M7 4l5 5l5-5',
  collapse: 'M7 14l5-5l5 5M7 20l5-5l5 5',
  more: 'M12 5h.01M12 12h.01M12 19h.01',
  chevronDown: 'M6 9l6 6l6-6',
  chevronRight: 'M9 6l6 6l-6 6',
  search: 'M11 4a7 7 0 1 0 0 14a7 7 0 0 0 0-14zM21 21l-5-5',
  settings: 'M20 7h-9M14 17H5M17 14a3 3 0 1 0 0 6a3 3 0 1 0 0-6zM7 4a3 3 0 1 0 0 6a3 3 0 1 0 0-6z',
  grip: 'M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01',
} as const;

export type PageIconName = keyof typeof paths;

export function PageIcon({ name, size = 16, ...rest }: { name: PageIconName; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={name === 'more' || name === 'grip' ? 3 : 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={paths[name]} />
    </svg>
  );
}
