/**
 * The work-order form (/subdev/appWorkorder/Form) and the small forms of its steps, as JNPF form
 * definitions (reference 2.1 to 2.4) compiled by the engine where they are shown
 * (screens/work-orders). Their values are the bodies of the work-order calls (schemas/workorder.ts),
 * whose limits they repeat; the server checks the same again.
 */
import { workOrderCategoryDictionary, workOrderUrgencies } from '../api/workorder';
import { workOrderLimits } from './workorder';

export interface WorkOrderFormField {
  __vModel__: string;
  __config__: { jnpfKey: string; label: string; [key: string]: unknown };
  [prop: string]: unknown;
}

export interface WorkOrderFormDefinition {
  fields: WorkOrderFormField[];
  [setting: string]: unknown;
}

const settings = { labelPosition: 'right', labelWidth: 90, gutter: 15 } as const;

const textarea = (vModel: string, label: string, required: boolean, maxlength: number = workOrderLimits.note): WorkOrderFormField => ({
  __vModel__: vModel,
  __config__: { jnpfKey: 'textarea', label, span: 24, required, trigger: 'blur' },
  placeholder: `请输入${label}`,
  autosize: { minRows: 3, maxRows: 6 },
  maxlength,
  showWordLimit: true,
});

const input = (vModel: string, label: string, span: number, maxlength: number): WorkOrderFormField => ({
  __vModel__: vModel,
  __config__: { jnpfKey: 'input', label, span, trigger: 'blur' },
  placeholder: `请输入${label}`,
  clearable: true,
  maxlength,
});

const staticOptions = (options: readonly { id: string | number; fullName: string }[]) => ({
  options: options.map((option) => ({ ...option })),
  props: { label: 'fullName', value: 'id' },
});

/** The work order itself: who called, about what, how urgent, with attachments. */
export const workOrderFormDefinition: WorkOrderFormDefinition = {
  ...settings,
  fields: [
    {
      ...input('ani', '来电号码', 12, workOrderLimits.ani),
      __config__: {
        jnpfKey: 'input',
        label: '来电号码',
        span: 12,
        trigger: 'blur',
        regList: [{ pattern: '/^[0-9+*#-]*$/', message: '来电号码只能包含数字' }],
      },
    },
    input('customerName', '客户名称', 12, workOrderLimits.customerName),
    input('address', '地址', 24, workOrderLimits.address),
    {
      __vModel__: 'category',
      __config__: {
        jnpfKey: 'select',
        label: '工单类别',
        span: 12,
        dataType: 'dictionary',
        dictionaryType: workOrderCategoryDictionary,
        trigger: 'change',
      },
      props: { props: { label: 'fullName', value: 'enCode' } },
      placeholder: '请选择工单类别',
      clearable: true,
    },
    {
      __vModel__: 'urgent',
      __config__: { jnpfKey: 'radio', label: '紧急程度', span: 12, dataType: 'static', defaultValue: 1, trigger: 'change' },
      ...staticOptions(workOrderUrgencies),
    },
    textarea('content', '诉求内容', true, workOrderLimits.content),
    {
      __vModel__: 'files',
      __config__: { jnpfKey: 'uploadFz', label: '附件', span: 24, defaultValue: [] },
      accept: '',
      fileSize: 10,
      sizeUnit: 'MB',
      limit: workOrderLimits.files,
      buttonText: '点击上传',
      pathType: 'defaultPath',
    },
    textarea('remark', '备注', false, workOrderLimits.remark),
  ],
};

/** 派单: the unit (a department) and, optionally, one of its users. */
export const dispatchFormDefinition: WorkOrderFormDefinition = {
  ...settings,
  fields: [
    {
      __vModel__: 'handleOrgId',
      __config__: { jnpfKey: 'depSelect', label: '处理单位', span: 24, required: true, trigger: 'change' },
      placeholder: '请选择处理单位',
      multiple: false,
      clearable: true,
    },
    {
      __vModel__: 'handleUserId',
      __config__: { jnpfKey: 'userSelect', label: '处理人', span: 24, tipLabel: '不选则派给单位，由单位中先签收的人处理' },
      placeholder: '请选择处理人',
      multiple: false,
      selectType: 'all',
      clearable: true,
    },
    textarea('note', '派单说明', false),
  ],
};

export const returnFormDefinition: WorkOrderFormDefinition = { ...settings, fields: [textarea('reason', '退回原因', true)] };
export const submitFormDefinition: WorkOrderFormDefinition = { ...settings, fields: [textarea('result', '处理结果', true)] };
export const replyFormDefinition: WorkOrderFormDefinition = { ...settings, fields: [textarea('reply', '协同回复', true)] };
export const urgeFormDefinition: WorkOrderFormDefinition = { ...settings, fields: [textarea('note', '催办说明', false)] };

/** 审核: pass (closes it) or send back, with an opinion and the customer's satisfaction. */
export const checkFormDefinition: WorkOrderFormDefinition = {
  ...settings,
  fields: [
    {
      __vModel__: 'pass',
      __config__: { jnpfKey: 'radio', label: '审核结果', span: 24, dataType: 'static', defaultValue: 1, required: true, trigger: 'change' },
      ...staticOptions([
        { id: 1, fullName: '通过，办结' },
        { id: 0, fullName: '退回处理人' },
      ]),
    },
    { __vModel__: 'satisfaction', __config__: { jnpfKey: 'rate', label: '满意度', span: 24, defaultValue: 5 }, max: 5 },
    textarea('opinion', '审核意见', false),
  ],
};

/** 协同: the units asked to help. */
export const collaborateFormDefinition: WorkOrderFormDefinition = {
  ...settings,
  fields: [
    {
      __vModel__: 'organizeIds',
      __config__: { jnpfKey: 'depSelect', label: '协同单位', span: 24, required: true, trigger: 'change' },
      placeholder: '请选择协同单位',
      multiple: true,
      clearable: true,
    },
    textarea('note', '协同说明', false),
  ],
};

/** 追记: a note, optionally telling colleagues. */
export const noteFormDefinition: WorkOrderFormDefinition = {
  ...settings,
  fields: [
    textarea('content', '追记内容', true),
    {
      __vModel__: 'mentionUserIds',
      __config__: { jnpfKey: 'usersSelect', label: '提醒', span: 24, tipLabel: '被提醒的同事会收到通知' },
      multiple: true,
      selectType: 'all',
      valueShape: 'id',
      hasSys: false,
      placeholder: '请选择要提醒的同事',
      clearable: true,
    },
  ],
};
