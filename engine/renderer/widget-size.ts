/** The control size of the form (JNPF `size`: small by default, reference 2.1) for Chakra widgets. */
import { createContext, useContext } from 'react';

export type WidgetSize = 'xs' | 'sm' | 'md' | 'lg';

export const WidgetSizeContext = createContext<WidgetSize>('sm');

export function useWidgetSize(): WidgetSize {
  return useContext(WidgetSizeContext);
}

/** Element-UI sizes (mini, small, medium, default/large; V3 'middle') as Chakra sizes. */
export function widgetSizeOf(jnpfSize: unknown): WidgetSize {
  switch (jnpfSize) {
    case 'mini':
      return 'xs';
    case 'medium':
    case 'middle':
      return 'md';
    case 'default':
    case 'large':
      return 'lg';
    default:
      return 'sm';
  }
}

/** Control heights by size (spec 002 section 9.2: 36/32/28 by size, default 40). */
export const CONTROL_HEIGHT: Record<WidgetSize, number> = { xs: 28, sm: 32, md: 36, lg: 40 };
