/**
 * The canvas: the form as it will render, on the 24-column grid of its settings, every field
 * selectable and draggable. A click on the empty canvas selects the form (its settings).
 */
import { useMemo, type CSSProperties, type RefObject } from 'react';
import { Box } from '@chakra-ui/react';
import type { DataSource } from '../../../../engine/data-source';
import { CONTROL_HEIGHT, widgetSizeOf } from '../../../../engine/renderer/widget-size';
import { useDesigner, useDesignerStore } from '../use-designer';
import { CanvasContext, labelSettingsOf, type CanvasContextValue } from './canvas-context';
import { DropList } from './DropList';

export function Canvas({ dataSource, canvasRef }: { dataSource: DataSource; canvasRef: RefObject<HTMLDivElement | null> }) {
  const store = useDesignerStore();
  const fields = useDesigner((state) => state.history.present.fields);
  const form = useDesigner((state) => state.history.present.form);
  const labelSettings = labelSettingsOf(form);
  const context = useMemo<CanvasContextValue>(
    () => ({ registry: store.registry, dataSource, labelSettings }),
    [store.registry, dataSource, labelSettings],
  );
  const { labelWidth, gutter, size } = JSON.parse(labelSettings) as { labelWidth?: unknown; gutter?: unknown; size?: unknown };
  const variables = {
    '--ef-label-width': `${Number(labelWidth) || 100}px`,
    '--ef-gutter': `${Number(form.gutter ?? gutter) || 15}px`,
    '--ef-control-h': `${CONTROL_HEIGHT[widgetSizeOf(typeof size === 'string' ? size : 'small')]}px`,
  } as CSSProperties;
  return (
    <CanvasContext.Provider value={context}>
      <Box
        ref={canvasRef}
        className="fd-canvas"
        data-testid="designer-canvas"
        data-form-style={typeof form.formStyle === 'string' && form.formStyle ? form.formStyle : undefined}
        style={variables}
        onClick={() => store.select(null)}
      >
        <DropList parentId={null} nodes={fields} depth={0} />
      </Box>
    </CanvasContext.Provider>
  );
}
