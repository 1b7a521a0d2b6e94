/**
 * What opening a message does, by its type (spec 000 section 4): 1 and 3 show the notice dialog; 2
 * with flowType 2 goes to the entrust page, other process messages to the flow detail; 4 opens the
 * schedule (an inner type 3 does nothing); 7 opens the work-order form; 8 first claims the work order
 * (`savetjqs`) and opens the form on tab tjyp. Process, schedule and work-order messages carry their
 * target as a JSON object in the body (docs/decisions.md); the body is read with ReadInfo first.
 */
import type { MessageType } from '../../api/messages';

export type MessageOpenAction =
  { kind: 'notice'; id: string } | { kind: 'navigate'; path: string } | { kind: 'claimWorkOrder'; workOrderId: string } | { kind: 'none' };

export type MessageBody = Record<string, unknown>;

export const WORK_ORDER_FORM = '/subdev/appWorkorder/Form';
export const FLOW_DETAIL = '/workFlowDetail';
export const FLOW_ENTRUST = '/workFlow/entrust';
export const SCHEDULE_VIEW = '/extend/schedule';

/** Types whose target is in the body: their open action waits for ReadInfo. */
export function needsBody(type: MessageType): boolean {
  return type === 2 || type === 4 || type === 7 || type === 8;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

/** The body as an object; the server's HTML sanitiser escapes `&`, `<` and `>`, so they are decoded first. */
export function parseMessageBody(bodyText: string | null | undefined): MessageBody | null {
  if (!bodyText?.trim()) return null;
  const text = bodyText.replace(/&(amp|lt|gt|quot|apos|#39);/g, (_, name: string) => entities[name] ?? '');
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as MessageBody) : null;
  } catch {
    return null;
  }
}

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** Base64 of the UTF-8 JSON, URL-encoded: the `config` query of the flow detail. */
export function encodeConfig(body: MessageBody): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(JSON.stringify(body))) binary += String.fromCharCode(byte);
  return encodeURIComponent(btoa(binary));
}

export function workOrderFormPath(id: string, tab?: string): string {
  return `${WORK_ORDER_FORM}?id=${encodeURIComponent(id)}${tab ? `&tabsactive=${encodeURIComponent(tab)}` : ''}`;
}

/** The action of a message; without a usable body a message falls back to its notice dialog. */
export function messageOpenAction(
  message: { id: string; type: MessageType; flowType: number | null },
  body: MessageBody | null,
): MessageOpenAction {
  const { id, type } = message;
  const notice: MessageOpenAction = { kind: 'notice', id };
  switch (type) {
    case 7:
    case 8: {
      const workOrderId = text(body?.id) || text(body?.inbid);
      if (!workOrderId) return notice;
      return type === 7 ? { kind: 'navigate', path: workOrderFormPath(workOrderId) } : { kind: 'claimWorkOrder', workOrderId };
    }
    case 4: {
      if (!body) return notice;
      if (Number(body.type) === 3) return { kind: 'none' };
      const query = new URLSearchParams({ id: text(body.id), groupId: text(body.groupId) });
      return { kind: 'navigate', path: `${SCHEDULE_VIEW}?${query.toString()}` };
    }
    case 2:
      if (message.flowType === 2) return { kind: 'navigate', path: `${FLOW_ENTRUST}?config=${encodeURIComponent(text(body?.type))}` };
      return body ? { kind: 'navigate', path: `${FLOW_DETAIL}?config=${encodeConfig(body)}` } : notice;
    default:
      return notice;
  }
}

/** `savetjqs` answered: result 1 opens the form on tab tjyp, anything else is a warning with its message. */
export function claimOutcome(
  workOrderId: string,
  answer: { result: number | string; msg?: string },
): MessageOpenAction | { kind: 'warn'; msg: string } {
  return Number(answer.result) === 1
    ? { kind: 'navigate', path: workOrderFormPath(workOrderId, 'tjyp') }
    : { kind: 'warn', msg: answer.msg ?? '' };
}
