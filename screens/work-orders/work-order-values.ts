/** Between the forms' values and the bodies of the work-order calls (schemas/workorder.ts checks them again). */
import type { MessageFile } from '../../api/messages';
import type { CheckInput, DispatchInput, WorkOrderInfo, WorkOrderInput, WorkOrderUrgency } from '../../api/workorder';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The file kind's value items, with only the keys the server takes. */
export function fileItems(value: unknown): MessageFile[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): MessageFile[] => {
    if (!item || typeof item !== 'object') return [];
    const { name, fileId, url, fileSize } = item as Record<string, unknown>;
    if (typeof url !== 'string' || !url) return [];
    return [
      {
        name: typeof name === 'string' && name ? name : (url.split('/').pop() ?? url),
        fileId: typeof fileId === 'string' ? fileId : '',
        url,
        ...(typeof fileSize === 'number' && Number.isInteger(fileSize) && fileSize >= 0 ? { fileSize } : {}),
      },
    ];
  });
}

const urgency = (value: unknown): WorkOrderUrgency => (Number(value) === 3 ? 3 : Number(value) === 2 ? 2 : 1);

export function workOrderBody(values: Record<string, unknown>): WorkOrderInput {
  return {
    ani: text(values.ani),
    customerName: text(values.customerName),
    address: text(values.address),
    category: text(values.category),
    urgent: urgency(values.urgent),
    content: text(values.content),
    files: fileItems(values.files),
    remark: text(values.remark),
  };
}

/** The form's values of a stored work order, or of a new one (the caller's number from the screen-pop). */
export function workOrderValues(info: WorkOrderInfo | null, ani = ''): Record<string, unknown> {
  if (!info) return { ani, urgent: 1, files: [] };
  return {
    ani: info.ani,
    customerName: info.customerName,
    address: info.address,
    category: info.category,
    urgent: info.urgent,
    content: info.content,
    files: info.files,
    remark: info.remark,
  };
}

const single = (value: unknown): string => (Array.isArray(value) ? text(value[0]) : text(value));
const ids = (value: unknown): string[] => (Array.isArray(value) ? value.map(text).filter(Boolean) : text(value) ? [text(value)] : []);

/** The body of each step from its form's values. */
export const stepBodies = {
  dispatch: (values: Record<string, unknown>): DispatchInput => ({
    handleOrgId: single(values.handleOrgId),
    ...(single(values.handleUserId) ? { handleUserId: single(values.handleUserId) } : {}),
    note: text(values.note),
  }),
  return: (values: Record<string, unknown>) => ({ reason: text(values.reason) }),
  submit: (values: Record<string, unknown>) => ({ result: text(values.result) }),
  check: (values: Record<string, unknown>): CheckInput => ({
    pass: Number(values.pass) === 0 ? 0 : 1,
    opinion: text(values.opinion),
    ...(Number(values.satisfaction) >= 1 ? { satisfaction: Math.min(5, Math.round(Number(values.satisfaction))) } : {}),
  }),
  collaborate: (values: Record<string, unknown>) => ({ organizeIds: ids(values.organizeIds), note: text(values.note) }),
  note: (values: Record<string, unknown>) => ({ content: text(values.content), mentionUserIds: ids(values.mentionUserIds) }),
  urge: (values: Record<string, unknown>) => ({ note: text(values.note) }),
  reply: (values: Record<string, unknown>) => ({ reply: text(values.reply) }),
};
