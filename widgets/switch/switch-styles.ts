import type { SystemStyleObject } from '@chakra-ui/react';
import { switchTrackStyles } from '../../engine/page/kit/switch-look';

/** A button with the switch role, drawn by CSS (track and thumb): the platform's one switch look (engine/page/kit). */
export const switchStyles: SystemStyleObject = {
  '& .ef-switch-field': { display: 'inline-flex', alignItems: 'center', gap: '2', minHeight: 'var(--ef-control-h)' },
  '& .ef-switch': switchTrackStyles,
  '& .ef-switch-text': { fontSize: 'sm', color: 'fg.muted' },
  '& .ef-switch-text[data-on]': { color: 'fg' },
};
