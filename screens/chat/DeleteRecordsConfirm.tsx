/** Asks before the chat records with a peer are deleted (they cannot be brought back). */
import { ConfirmDialog } from '../../engine/page/kit/ConfirmDialog';
import type { ChatPeer } from './chat-model';

export interface DeleteRecordsConfirmProps {
  /** The peer whose records would go; null keeps the dialog closed. */
  peer: ChatPeer | null;
  t: (key: string, options?: Record<string, unknown>) => string;
  onConfirm: (peer: ChatPeer) => Promise<void>;
  onClose: () => void;
}

export function DeleteRecordsConfirm({ peer, t, onConfirm, onClose }: DeleteRecordsConfirmProps) {
  const confirm = async () => {
    if (!peer) return;
    try {
      await onConfirm(peer);
      onClose();
    } catch {
      // The request client already showed the error; the dialog stays for another try.
    }
  };
  return (
    <ConfirmDialog
      open={peer !== null}
      title={t('deleteConfirm.title')}
      message={t('deleteConfirm.message', { name: peer?.realName ?? '' })}
      confirmLabel={t('deleteConfirm.confirm')}
      cancelLabel={t('deleteConfirm.cancel')}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
