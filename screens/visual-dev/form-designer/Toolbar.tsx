/**
 * The designer's commands on the selected field — copy, delete, move up, down, into the container
 * beside it, out of its container — and undo, redo, the preview. Each has a key on the canvas
 * (CanvasNode.tsx) and in the designer (Ctrl+Z, Ctrl+Y).
 */
import { Button, HStack, Separator } from '@chakra-ui/react';
import { focusNode } from './canvas/CanvasNode';
import type { KeyboardMove } from './model/keyboard-moves';
import { useDesigner, useDesignerStore } from './use-designer';

const MOVES: [KeyboardMove, string, string][] = [
  ['up', '上移', 'Alt+↑'],
  ['down', '下移', 'Alt+↓'],
  ['into', '移入容器', 'Alt+→'],
  ['out', '移出容器', 'Alt+←'],
];

export function Toolbar({ preview, onPreview }: { preview: boolean; onPreview(on: boolean): void }) {
  const store = useDesignerStore();
  const selected = useDesigner((state) => state.selected);
  const canUndo = useDesigner((state) => state.history.past.length > 0);
  const canRedo = useDesigner((state) => state.history.future.length > 0);
  const act = (run: (id: string) => unknown) => () => {
    if (!selected) return;
    run(selected);
    focusNode(store.getState().selected);
  };
  return (
    <HStack gap="1" px="2" py="1" borderBottomWidth="1px" wrap="wrap" role="toolbar" aria-label="设计工具">
      <Button size="xs" variant="ghost" disabled={!canUndo} onClick={() => store.undo()} title="Ctrl+Z">
        撤销
      </Button>
      <Button size="xs" variant="ghost" disabled={!canRedo} onClick={() => store.redo()} title="Ctrl+Y">
        重做
      </Button>
      <Separator orientation="vertical" h="4" />
      <Button size="xs" variant="ghost" disabled={!selected} onClick={act((id) => store.duplicate(id))} title="Ctrl+D">
        复制
      </Button>
      <Button size="xs" variant="ghost" disabled={!selected} onClick={act((id) => store.remove(id))} title="Delete">
        删除
      </Button>
      <Separator orientation="vertical" h="4" />
      {MOVES.map(([move, label, keys]) => (
        <Button
          key={move}
          size="xs"
          variant="ghost"
          disabled={!selected}
          onClick={act((id) => store.moveByKeyboard(id, move))}
          title={keys}
        >
          {label}
        </Button>
      ))}
      <Separator orientation="vertical" h="4" />
      <Button size="xs" variant="ghost" disabled={!selected} onClick={() => store.select(null)}>
        表单属性
      </Button>
      <Button size="xs" variant={preview ? 'solid' : 'ghost'} aria-pressed={preview} onClick={() => onPreview(!preview)} ms="auto">
        预览
      </Button>
    </HStack>
  );
}
