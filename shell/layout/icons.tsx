/** The few line icons the shell draws (no icon font is bundled): 24-unit paths in currentColor. */
import type { SVGProps } from 'react';

const paths = {
  menu: 'M3 6h18M3 12h18M3 18h18',
  search: 'M11 4a7 7 0 1 0 0 14a7 7 0 0 0 0-14zM21 21l-5-5',
  chat: 'M4 5h16v11H9l-5 4z',
  bell: 'M6 17V11a6 6 0 0 1 12 0v6l2 2H4zM10 21h4',
  globe: 'M12 3a9 9 0 1 0 0 18a9 9 0 0 0 0-18zM3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18',
  expand: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  collapse: 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5',
  settings: 'M4 7h10M18 7h2M4 17h4M12 17h8M14 5v4M8 15v4',
  chevronDown: 'M6 9l6 6l6-6',
  chevronRight: 'M9 6l6 6l-6 6',
  close: 'M6 6l12 12M18 6L6 18',
  folder: 'M3 6h6l2 2h10v11H3z',
  page: 'M6 3h8l4 4v14H6zM14 3v4h4',
  link: 'M10 14l10-10M14 4h6v6M18 14v6H4V6h6',
  refresh: 'M20 12a8 8 0 1 1-2.3-5.6M20 4v5h-5',
} as const;

export type IconName = keyof typeof paths;

export function ShellIcon({ name, size = 18, ...rest }: { name: IconName; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
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

/** The icon of a menu entry by its type: directory, link (6, 7) or page. */
export function menuIconName(type: number): IconName {
  if (type === 1) return 'folder';
  if (type === 6 || type === 7) return 'link';
  return 'page';
}
