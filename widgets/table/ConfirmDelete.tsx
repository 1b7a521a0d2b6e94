/** The confirmation before a row is deleted (reference 2.8: '此操作将永久删除该数据, 是否继续?'). */
import { memo } from 'react';
import { ConfirmDialog } from '../../engine/page/kit/ConfirmDialog';
import { useWidgetWords } from '../kit/words';

function ConfirmDeleteImpl({ open, onConfirm, onCancel }: { open: boolean; onConfirm: () => void; onCancel: () => void }) {
  const w = useWidgetWords();
  return (
    <ConfirmDialog
      open={open}
      title={w('confirmTitle')}
      message={w('confirmDelete')}
      confirmLabel={w('confirm')}
      cancelLabel={w('cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

/** Memoised: typing in a cell re-renders the table, not its (closed) dialog. */
export const ConfirmDelete = memo(ConfirmDeleteImpl);
