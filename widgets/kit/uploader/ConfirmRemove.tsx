/** The confirmation before a stored file is taken off a field (spec 002 section 5.2: '此操作将永久删除该数据, 是否继续？'). */
import { memo } from 'react';
import { ConfirmDialog } from '../../../engine/page/kit/ConfirmDialog';
import type { UploadWords } from './words';

function ConfirmRemoveImpl({
  open,
  onConfirm,
  onCancel,
  u,
}: {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  u: UploadWords;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={u('confirmTitle')}
      message={u('confirmDelete')}
      confirmLabel={u('confirm')}
      cancelLabel={u('cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

export const ConfirmRemove = memo(ConfirmRemoveImpl);
