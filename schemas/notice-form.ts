/**
 * The notice dialog (系统公告, menu `system.notice`) as a JNPF form definition (reference 2.1 to 2.4),
 * compiled by the engine where it is shown (screens/system/notice). Its fields are the body of
 * `POST /api/message/Notice` and `PUT /api/message/{id}` (`noticeBodySchema` in ./messages.ts, whose
 * limits it repeats): the server checks the same again.
 *
 * The server stores no cover image (J6's `f_cover_image`), so the dialog has no `uploadImg` field.
 * Attachments are the `uploadFz` kind: its value items `{name, fileId, url, fileSize?}` are the
 * notice's `files` (the screen's source keeps only those keys; the server takes `/api/file/...` or
 * http(s) addresses).
 */
import { noticeBodySchema } from './messages';

/** One field of a stored JNPF definition, as data (the engine's `JnpfField` without importing it). */
export interface NoticeFormField {
  __vModel__: string;
  __config__: { jnpfKey: string; label: string; [key: string]: unknown };
  [prop: string]: unknown;
}

const limits = noticeBodySchema.properties;

/** 1 公告 (announcement), 2 通知 (notification). */
export const noticeCategories = [
  { id: 1, fullName: '公告' },
  { id: 2, fullName: '通知' },
] as const;

/** Attachments: at most 9 files of 10 MB (the file kind's defaults, reference 2.4), of any type. */
export const noticeAttachmentField: NoticeFormField = {
  __vModel__: 'files',
  __config__: { jnpfKey: 'uploadFz', label: '附件', span: 24, defaultValue: [] },
  accept: '',
  fileSize: 10,
  sizeUnit: 'MB',
  limit: 9,
  buttonText: '点击上传',
  pathType: 'defaultPath',
};

export const noticeFormDefinition: { fields: NoticeFormField[]; [setting: string]: unknown } = {
  labelPosition: 'right',
  labelWidth: 90,
  gutter: 15,
  fields: [
    {
      __vModel__: 'title',
      __config__: { jnpfKey: 'input', label: '标题', required: true, span: 24, trigger: 'blur' },
      placeholder: '请输入标题',
      clearable: true,
      maxlength: limits.title.maxLength,
    },
    {
      __vModel__: 'category',
      __config__: { jnpfKey: 'radio', label: '类型', span: 12, dataType: 'static', defaultValue: 1, trigger: 'change' },
      options: noticeCategories.map((option) => ({ ...option })),
      props: { label: 'fullName', value: 'id' },
    },
    {
      __vModel__: 'expirationTime',
      __config__: { jnpfKey: 'datePicker', label: '过期时间', span: 12, trigger: 'change' },
      type: 'datetime',
      format: 'YYYY-MM-DD HH:mm:ss',
      placeholder: '不填则长期有效',
      clearable: true,
    },
    {
      // Plain user ids, users only (the server's `toUserIds`); left empty, every enabled user at release.
      __vModel__: 'toUserIds',
      __config__: { jnpfKey: 'usersSelect', label: '接收人', span: 24, tipLabel: '不选则发送给全部用户' },
      multiple: true,
      selectType: 'all',
      valueShape: 'id',
      hasSys: false,
      placeholder: '全部用户',
      clearable: true,
    },
    {
      __vModel__: 'excerpt',
      __config__: { jnpfKey: 'textarea', label: '摘要', span: 24 },
      placeholder: '请输入摘要',
      autosize: { minRows: 2, maxRows: 4 },
      maxlength: limits.excerpt.maxLength,
      showWordLimit: true,
    },
    {
      __vModel__: 'bodyText',
      __config__: { jnpfKey: 'editor', label: '正文', span: 24 },
      placeholder: '请输入正文',
      height: 240,
    },
    noticeAttachmentField,
  ],
};
