/**
 * Opens a message the way its type says (spec 000 section 4): the notice dialog, or a page after
 * ReadInfo gave the body (which also marks the message read). Pages not built yet show the shell's
 * "not available yet" page.
 */
import type { MessageReadInfo, MessageType } from '../../api/messages';
import type { SaveTjqsResult } from '../../api/work-order-client';
import { claimOutcome, messageOpenAction, needsBody, parseMessageBody } from '../../screens/messages/open-action';

export interface OpenMessageDeps {
  readInfo: (id: string) => Promise<MessageReadInfo>;
  savetjqs: (id: string) => Promise<SaveTjqsResult>;
  navigate: (path: string) => void;
  /** Shows the notice dialog (which reads the message itself). */
  showDetail: (id: string) => void;
  /** The message was read: rows and the badge follow. */
  onRead: (id: string) => void;
  warn: (message: string) => void;
}

export async function openMessage(message: { id: string; type: MessageType }, deps: OpenMessageDeps): Promise<void> {
  if (!needsBody(message.type)) return deps.showDetail(message.id);
  let info: MessageReadInfo;
  try {
    info = await deps.readInfo(message.id);
  } catch {
    return; // the request client showed the error
  }
  deps.onRead(info.id);
  const action = messageOpenAction(info, parseMessageBody(info.bodyText));
  switch (action.kind) {
    case 'notice':
      return deps.showDetail(action.id);
    case 'navigate':
      return deps.navigate(action.path);
    case 'claimWorkOrder': {
      let answer: SaveTjqsResult;
      try {
        answer = await deps.savetjqs(action.workOrderId);
      } catch {
        return;
      }
      const outcome = claimOutcome(action.workOrderId, answer);
      if (outcome.kind === 'navigate') deps.navigate(outcome.path);
      else if (outcome.kind === 'warn' && outcome.msg) deps.warn(outcome.msg);
      return;
    }
    default:
      return;
  }
}
