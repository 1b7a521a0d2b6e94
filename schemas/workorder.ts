/**
 * JSON Schemas of the work-order calls (api/workorder.ts): the server validates with them and answers
 * the Chinese message of the failing field; the form's definition (./workorder-form.ts) repeats the
 * limits.
 */
import { reportColumns, workOrderStatuses, workOrderViewNames } from '../api/workorder';
import type { FormMessages } from './form-rules';

export const workOrderLimits = {
  ani: 30,
  customerName: 100,
  address: 200,
  content: 2000,
  remark: 1000,
  note: 1000,
  files: 9,
  collaborators: 20,
  mentions: 50,
  recordings: 50,
} as const;

const id = { type: 'string', minLength: 1, maxLength: 40, pattern: '^[0-9A-Za-z_-]+$' } as const;
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
/** A value the JNPF client sends as text or as a number. */
const stringOrNumber = { anyOf: [{ type: 'string', maxLength: 100 }, { type: 'number' }] } as const;
/** Milliseconds since the epoch, from 1970 to 2999. */
const instant = { type: 'integer', minimum: 0, maximum: 32_503_680_000_000 } as const;

export const workOrderFileSchema = {
  type: 'object',
  required: ['name', 'url'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 255 },
    fileId: { type: 'string', maxLength: 255 },
    // Only our own file addresses or web addresses: never javascript: or data: links.
    url: { type: 'string', maxLength: 1000, pattern: '^(/api/file/|https?://)' },
    fileSize: { type: 'integer', minimum: 0 },
  },
} as const;

export const workOrderIdParamsSchema = { type: 'object', required: ['id'], properties: { id } } as const;

/** `POST /api/workorder/ScreenPop`. */
export const screenPopBodySchema = {
  type: 'object',
  required: ['callId', 'ani', 'direction'],
  additionalProperties: false,
  properties: {
    callId: { type: 'string', minLength: 1, maxLength: 100 },
    ani: { type: 'string', maxLength: workOrderLimits.ani },
    dnis: { type: 'string', maxLength: workOrderLimits.ani },
    direction: { type: 'string', maxLength: 20 },
  },
} as const;

export const screenPopMessages: FormMessages = {
  callId: { required: '缺少通话编号', maxLength: '通话编号最多为100个字符' },
  ani: { required: '缺少来电号码', maxLength: `来电号码最多为${workOrderLimits.ani}个字符` },
  dnis: { maxLength: `被叫号码最多为${workOrderLimits.ani}个字符` },
  direction: { required: '缺少呼叫方向' },
};

/** `POST /api/workorder` and `PUT /api/workorder/{id}`: the form's values. */
export const workOrderBodySchema = {
  type: 'object',
  required: ['content'],
  additionalProperties: false,
  properties: {
    ani: { type: 'string', maxLength: workOrderLimits.ani, pattern: '^[0-9+*#-]*$' },
    customerName: text(workOrderLimits.customerName),
    address: text(workOrderLimits.address),
    category: text(50),
    urgent: { type: 'integer', enum: [1, 2, 3] },
    content: { type: 'string', minLength: 1, maxLength: workOrderLimits.content },
    files: { type: 'array', maxItems: workOrderLimits.files, items: workOrderFileSchema },
    remark: text(workOrderLimits.remark),
  },
} as const;

export const workOrderMessages: FormMessages = {
  ani: { maxLength: `来电号码最多为${workOrderLimits.ani}个字符`, pattern: '来电号码只能包含数字' },
  customerName: { maxLength: `客户名称最多为${workOrderLimits.customerName}个字符` },
  address: { maxLength: `地址最多为${workOrderLimits.address}个字符` },
  urgent: { enum: '紧急程度只能是 1 普通、2 重要、3 紧急 之一' },
  content: { required: '请输入诉求内容', maxLength: `诉求内容最多为${workOrderLimits.content}个字符` },
  remark: { maxLength: `备注最多为${workOrderLimits.remark}个字符` },
};

export const dispatchBodySchema = {
  type: 'object',
  required: ['handleOrgId'],
  additionalProperties: false,
  properties: { handleOrgId: { type: 'string', minLength: 1, maxLength: 40 }, handleUserId: text(40), note: text(workOrderLimits.note) },
} as const;

export const dispatchMessages: FormMessages = {
  handleOrgId: { required: '请选择处理单位' },
  note: { maxLength: `派单说明最多为${workOrderLimits.note}个字符` },
};

/** Return (a reason), submit (the result), note and collaboration reply: one text. */
const oneText = (field: string) =>
  ({
    type: 'object',
    required: [field],
    additionalProperties: false,
    properties: { [field]: { type: 'string', minLength: 1, maxLength: workOrderLimits.note } },
  }) as const;

export const returnBodySchema = oneText('reason');
export const returnMessages: FormMessages = {
  reason: { required: '请输入退回原因', maxLength: `退回原因最多为${workOrderLimits.note}个字符` },
};
export const submitBodySchema = oneText('result');
export const submitMessages: FormMessages = {
  result: { required: '请输入处理结果', maxLength: `处理结果最多为${workOrderLimits.note}个字符` },
};
export const replyBodySchema = oneText('reply');
export const replyMessages: FormMessages = {
  reply: { required: '请输入协同回复', maxLength: `协同回复最多为${workOrderLimits.note}个字符` },
};

export const noteBodySchema = {
  type: 'object',
  required: ['content'],
  additionalProperties: false,
  properties: {
    content: { type: 'string', minLength: 1, maxLength: workOrderLimits.note },
    mentionUserIds: { type: 'array', maxItems: workOrderLimits.mentions, uniqueItems: true, items: text(40) },
  },
} as const;
export const noteMessages: FormMessages = {
  content: { required: '请输入追记内容', maxLength: `追记内容最多为${workOrderLimits.note}个字符` },
};

export const urgeBodySchema = { type: 'object', additionalProperties: false, properties: { note: text(workOrderLimits.note) } } as const;

export const checkBodySchema = {
  type: 'object',
  required: ['pass'],
  additionalProperties: false,
  properties: {
    pass: { type: 'integer', enum: [0, 1] },
    opinion: text(workOrderLimits.note),
    satisfaction: { type: 'integer', minimum: 1, maximum: 5 },
  },
} as const;
export const checkMessages: FormMessages = {
  pass: { required: '请选择审核结果', enum: '审核结果只能是 通过 或 退回' },
  satisfaction: { minimum: '满意度为1到5', maximum: '满意度为1到5' },
};

export const collaborateBodySchema = {
  type: 'object',
  required: ['organizeIds'],
  additionalProperties: false,
  properties: {
    organizeIds: { type: 'array', minItems: 1, maxItems: workOrderLimits.collaborators, uniqueItems: true, items: text(40) },
    note: text(workOrderLimits.note),
  },
} as const;
export const collaborateMessages: FormMessages = { organizeIds: { required: '请选择协同单位', minItems: '请选择协同单位' } };

export const collaborationParamsSchema = {
  type: 'object',
  required: ['id', 'collaborationId'],
  properties: { id, collaborationId: id },
} as const;

/** `GET /api/workorder` (a list) and the report's drill-down. */
export const workOrderListQuerySchema = {
  type: 'object',
  required: ['view'],
  properties: {
    view: { type: 'string', enum: workOrderViewNames },
    keyword: text(100),
    status: { type: 'string', enum: [...workOrderStatuses, ''] },
    category: text(50),
    urgent: { type: 'integer', enum: [1, 2, 3] },
    handleOrgId: text(40),
    group: { type: 'string', enum: [...reportColumns, ''] },
    startTime: instant,
    endTime: instant,
    currentPage: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100_000, default: 20 },
    n: { type: 'string' },
  },
} as const;

/** The report: a period, and for the daily detail one unit. */
export const reportQuerySchema = {
  type: 'object',
  properties: { startTime: instant, endTime: instant, handleOrgId: text(40), n: { type: 'string' } },
} as const;

/** `POST App/AppWorkorder/calling` and `calling3` (spec 002 section 3.7 "Call status payload"). */
export const callStatusBodySchema = {
  type: 'object',
  required: ['callid'],
  additionalProperties: false,
  properties: {
    msgtype: stringOrNumber,
    sendcode: { type: 'string', maxLength: workOrderLimits.ani },
    recvcode: { type: 'string', maxLength: workOrderLimits.ani },
    callway: { type: 'string', maxLength: 20 },
    callid: { type: 'string', minLength: 1, maxLength: 100 },
    status: stringOrNumber,
    calltime: stringOrNumber,
    userid: { type: 'string', maxLength: 40 },
  },
} as const;
export const callStatusMessages: FormMessages = { callid: { required: '缺少通话编号', minLength: '缺少通话编号' } };

/** `POST App/AppWorkorder/record`, `jtrecord`, `gjrecord` (spec 002 section 3.7 "Record payload"). */
export const recordBodySchema = {
  type: 'object',
  required: ['recordlist'],
  properties: {
    userid: { type: 'string', maxLength: 40 },
    msgtype: stringOrNumber,
    recordlist: {
      type: 'array',
      maxItems: workOrderLimits.recordings,
      items: {
        type: 'object',
        required: ['callid', 'filepath'],
        properties: {
          sendcode: { type: 'string', maxLength: workOrderLimits.ani },
          recvcode: { type: 'string', maxLength: workOrderLimits.ani },
          account: { type: 'string', maxLength: 100 },
          startTime: stringOrNumber,
          callway: { type: 'string', maxLength: 20 },
          callid: { type: 'string', minLength: 1, maxLength: 100 },
          filepath: { type: 'string', minLength: 1, maxLength: 1000 },
        },
      },
    },
  },
} as const;
export const recordMessages: FormMessages = { recordlist: { required: '缺少录音列表' } };

/** `POST App/AppWorkorder/outsaveinfo`: an outbound call's status payload (the dialled number is `recvcode`). */
export const outboundBodySchema = callStatusBodySchema;

/** `POST App/AppWorkorder/savetjqs {id}`. */
export const claimBodySchema = { type: 'object', required: ['id'], properties: { id } } as const;
export const claimMessages: FormMessages = { id: { required: '缺少工单编号', pattern: '工单编号不正确' } };

/** `POST App/AppWorkorder/shiftchange`: optionally the colleague who takes over. */
export const shiftChangeBodySchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { toUserId: text(40), note: text(workOrderLimits.note) },
} as const;

/** `POST /api/onlineconsultant`: a consultation of the web or app channel. */
export const consultationBodySchema = {
  type: 'object',
  required: ['title'],
  additionalProperties: false,
  properties: {
    customerName: text(workOrderLimits.customerName),
    mobilePhone: { type: 'string', maxLength: workOrderLimits.ani, pattern: '^[0-9+*#-]*$' },
    title: { type: 'string', minLength: 1, maxLength: 200 },
    content: text(workOrderLimits.content),
  },
} as const;

export const consultationMessages: FormMessages = {
  title: { required: '请输入咨询主题', maxLength: '咨询主题最多为200个字符' },
  mobilePhone: { pattern: '联系电话只能包含数字', maxLength: `联系电话最多为${workOrderLimits.ani}个字符` },
  content: { maxLength: `咨询内容最多为${workOrderLimits.content}个字符` },
};

export const consultationNoteBodySchema = {
  type: 'object',
  required: ['content'],
  additionalProperties: false,
  properties: { content: { type: 'string', minLength: 1, maxLength: workOrderLimits.note } },
} as const;

export const consultationListQuerySchema = {
  type: 'object',
  properties: {
    keyword: text(100),
    status: { type: 'integer', enum: [0, 1] },
    currentPage: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100_000, default: 20 },
    n: { type: 'string' },
  },
} as const;
