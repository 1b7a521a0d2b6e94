/**
 * JSON Schemas of the schedule calls (api/schedule.ts): the server validates with them and answers the
 * Chinese message of the failing field ({@link scheduleMessages}); the dialog's definition
 * (schemas/schedule-form.ts) repeats their limits.
 */
import { scheduleCategories, scheduleReminderTimes, scheduleRepetitions, scheduleScopes, scheduleUrgencies } from '../api/schedule';
import type { FormMessages } from './form-rules';

/** A schedule's id, or an occurrence's: `{scheduleId}_{start in ms}`. */
export const scheduleIdPattern = '^[0-9]{1,20}(_[0-9]{1,15})?$';
const scheduleId = { type: 'string', pattern: scheduleIdPattern, maxLength: 40 } as const;
const groupId = { type: 'string', pattern: '^[0-9]{1,20}$' } as const;
const userId = { type: 'string', minLength: 1, maxLength: 40 } as const;
/** Milliseconds since the epoch, from 1970 to 2999. */
const instant = { type: 'integer', minimum: 0, maximum: 32_503_680_000_000 } as const;
const clock = { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' } as const;

/** A list bound: `yyyy-MM-dd`, `yyyy-MM-dd HH:mm[:ss]` in the platform's zone (J6 sends these), or milliseconds. */
export const scheduleBoundPattern = '^([0-9]{4}-[0-9]{2}-[0-9]{2}( [0-9]{2}:[0-9]{2}(:[0-9]{2})?)?|[0-9]{1,15})$';

/** The longest range one list call expands: a year and a day (a month view asks for six weeks). */
export const scheduleMaxRangeDays = 366;
/** The longest schedule: a year. */
export const scheduleMaxDurationDays = 366;
/** The longest repetition: ten years from the start. */
export const scheduleMaxRepeatYears = 10;

export const scheduleFileSchema = {
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

export const scheduleLimits = {
  title: 200,
  content: 2000,
  participants: 500,
  files: 9,
} as const;

/** `POST /api/system/Schedule` and `PUT /api/system/Schedule/{id}/{type}`. */
export const scheduleBodySchema = {
  type: 'object',
  required: ['title', 'startDay'],
  additionalProperties: false,
  properties: {
    // J6 sends the id of the occurrence back in an update's body; the path names it.
    id: { type: 'string', maxLength: 40 },
    category: { type: 'string', enum: ['', ...scheduleCategories.map((category) => category.id)] },
    urgent: { type: 'integer', enum: [...scheduleUrgencies] },
    title: { type: 'string', minLength: 1, maxLength: scheduleLimits.title },
    content: { type: 'string', maxLength: scheduleLimits.content },
    allDay: { type: 'integer', enum: [0, 1] },
    startDay: instant,
    startTime: clock,
    endDay: instant,
    endTime: clock,
    duration: { type: 'integer', minimum: -1, maximum: scheduleMaxDurationDays * 1440 },
    color: { type: 'string', pattern: '^(#[0-9a-fA-F]{6})?$' },
    reminderTime: { type: 'integer', enum: [...scheduleReminderTimes] },
    reminderType: { type: 'integer', enum: [1] },
    repetition: { type: 'integer', enum: [...scheduleRepetitions] },
    repeatTime: { type: ['integer', 'null'], minimum: 0, maximum: instant.maximum },
    toUserIds: { type: 'array', maxItems: scheduleLimits.participants, uniqueItems: true, items: userId },
    files: { type: 'array', maxItems: scheduleLimits.files, items: scheduleFileSchema },
  },
} as const;

/** The spec's words for a wrong body, per field and keyword. */
export const scheduleMessages: FormMessages = {
  title: { required: '请输入日程标题', maxLength: `日程标题最多为${scheduleLimits.title}个字符` },
  content: { maxLength: `日程内容最多为${scheduleLimits.content}个字符` },
  startDay: { required: '请选择开始时间', type: '开始时间格式不正确', minimum: '开始时间格式不正确', maximum: '开始时间格式不正确' },
  startTime: { pattern: '开始时间应为 HH:mm' },
  endDay: { type: '结束时间格式不正确', minimum: '结束时间格式不正确', maximum: '结束时间格式不正确' },
  endTime: { pattern: '结束时间应为 HH:mm' },
  urgent: { enum: '紧急程度只能是 1 普通、2 重要、3 紧急 之一' },
  category: { enum: `日程类型只能是 ${scheduleCategories.map((category) => category.fullName).join('、')} 之一` },
  repetition: { enum: '重复只能是 1 不重复、2 每天、3 每周、4 每月、5 每年 之一' },
  reminderTime: { enum: '提醒时间只能是 不提醒、开始时、提前5/10/15/30分钟、提前1小时、提前2小时、提前1天 之一' },
  color: { pattern: '颜色应为 #rrggbb' },
};

/** `GET /api/system/Schedule`: the visible range (J6 also sends `dateTime`, the selected day, unused here). */
export const scheduleListQuerySchema = {
  type: 'object',
  required: ['startTime', 'endTime'],
  properties: {
    startTime: { type: 'string', pattern: scheduleBoundPattern },
    endTime: { type: 'string', pattern: scheduleBoundPattern },
    dateTime: { type: 'string', maxLength: 40 },
    n: { type: 'string' },
  },
} as const;

export const scheduleIdParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: scheduleId },
} as const;

/** `GET /api/system/Schedule/detail?groupId=&id=`. */
export const scheduleDetailQuerySchema = {
  type: 'object',
  required: ['groupId', 'id'],
  properties: { groupId, id: scheduleId, n: { type: 'string' } },
} as const;

/** `PUT /api/system/Schedule/{id}/{type}`. */
export const scheduleUpdateParamsSchema = {
  type: 'object',
  required: ['id', 'type'],
  properties: { id: scheduleId, type: { type: 'integer', enum: [...scheduleScopes] } },
} as const;

/** A delete without its scope (spec 001 section 5: 'please select a schedule'). */
export const scheduleScopeMessage = '请选择日程';

/**
 * `DELETE /api/system/Schedule/{groupId}/{id}?type=` (spec 001 section 7), and the J6 client's
 * `DELETE /api/system/Schedule/{id}/{type}`: a second segment of 1, 2 or 3 is a scope, never an id.
 */
export const scheduleDeleteParamsSchema = {
  type: 'object',
  required: ['first', 'second'],
  properties: { first: scheduleId, second: { type: 'string', pattern: `^([123]|[0-9]{1,20}(_[0-9]{1,15})?)$` } },
} as const;

export const scheduleDeleteQuerySchema = {
  type: 'object',
  properties: { type: { type: 'integer', enum: [...scheduleScopes] }, n: { type: 'string' } },
} as const;
