/** The shell's small confirmation dialog (alertdialog): the shared one of engine/page/kit, in the brand colour. */
import { ConfirmDialog as KitConfirmDialog } from '../../engine/page/kit/ConfirmDialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void | Promise<void>;
  onClose: () => void;
}

export function ConfirmDialog({ onClose, ...props }: ConfirmDialogProps) {
  return <KitConfirmDialog {...props} size="sm" palette="brand" onCancel={onClose} />;
}
