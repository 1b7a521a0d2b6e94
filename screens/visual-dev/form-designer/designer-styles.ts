/**
 * The designer's CSS, one object on its root: the engine's form styles (labels, grid, controls) and
 * the loaded kinds' own, so canvas fields look as the form will; and the canvas's frames, selection
 * marks and drop lists. Plain class names keep a 300-field canvas free of a styled component per field.
 */
import type { SystemStyleObject } from '@chakra-ui/react';
import type { KindRegistry } from '../../../engine/registry/registry';
import { formStyles } from '../../../engine/renderer/form-styles';

const canvas: SystemStyleObject = {
  '& .fd-canvas': { padding: '3', minHeight: 'full', display: 'flex', flexDirection: 'column' },
  // The form's own list fills the canvas, so a drop below the last field lands at the end.
  '& .fd-canvas > .fd-list': { flex: '1', paddingBottom: '16' },
  '& .fd-list': { minHeight: '10', position: 'relative' },
  '& .fd-row': { display: 'grid', gridTemplateColumns: 'repeat(24, minmax(0, 1fr))', columnGap: 'var(--ef-gutter)', alignItems: 'start' },
  '& .fd-node': {
    position: 'relative',
    minWidth: 0,
    padding: '1',
    borderRadius: 'sm',
    outline: '1px dashed transparent',
    cursor: 'move',
    touchAction: 'none',
  },
  '& .fd-node:hover': { outlineColor: 'blue.muted' },
  '& .fd-node:focus-visible': { outline: '2px solid', outlineColor: 'blue.focusRing' },
  '& .fd-node[data-selected]': { outline: '2px solid', outlineColor: 'blue.solid', background: 'blue.subtle/40' },
  '& .fd-node[data-dragging]': { opacity: 0.4 },
  '& .fd-field': { contentVisibility: 'auto', containIntrinsicSize: 'auto var(--ef-control-h, 32px)' },
  '& .fd-field .ef-item': { marginBottom: 0 },
  '& .fd-loading': { minHeight: 'var(--ef-control-h, 32px)' },
  '& .fd-container': { border: '1px dashed', borderColor: 'border.emphasized', borderRadius: 'sm', padding: '2', minHeight: '16' },
  '& .fd-container-title, & .fd-panel-header': { fontSize: 'xs', color: 'fg.muted', marginBottom: '1', fontWeight: 'medium' },
  '& .fd-empty': { color: 'fg.subtle', fontSize: 'xs', textAlign: 'center', paddingBlock: '3' },
  '& .fd-columns': { display: 'flex', gap: '2', overflowX: 'auto', alignItems: 'stretch', minHeight: '16' },
  '& .fd-columns > .fd-node': { flex: '0 0 180px' },
  '& .fd-columns > .fd-empty': { flex: '1' },
  '& .fd-tab-headers': { display: 'flex', gap: '1', borderBottom: '1px solid', borderColor: 'border', marginBottom: '2' },
  '& .fd-tab-header': { paddingInline: '3', paddingBlock: '1', fontSize: 'sm', borderBottom: '2px solid transparent', cursor: 'pointer' },
  '& .fd-tab-header[aria-selected="true"]': { color: 'blue.fg', borderBottomColor: 'blue.solid' },
  '& .fd-tab-header[data-selected], & [data-part-id][data-selected]': { outline: '2px solid', outlineColor: 'blue.solid' },
  '& .fd-panel': { borderBottom: '1px solid', borderColor: 'border', paddingBlock: '1' },
  '& .fd-grid table': { width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' },
  '& .fd-cell': { verticalAlign: 'top', padding: '1' },
  '& .fd-palette-item': {
    fontSize: 'xs',
    paddingInline: '2',
    paddingBlock: '1.5',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'sm',
    background: 'bg',
    textAlign: 'left',
    cursor: 'grab',
    touchAction: 'none',
  },
  '& .fd-palette-item:hover': { borderColor: 'blue.solid', color: 'blue.fg' },
  '& .fd-palette-item:focus-visible': { outline: '2px solid', outlineColor: 'blue.focusRing' },
};

/** The whole object; `kinds` are the kinds whose views (and styles) are loaded. */
export function designerStyles(registry: KindRegistry): SystemStyleObject {
  const kindStyles = registry
    .all()
    .map((kind) => kind.styles)
    .filter((styles) => styles !== undefined);
  return Object.assign({}, formStyles(100, 15, 32), ...kindStyles, canvas);
}
