/**
 * Users (menu 用户管理; spec 001 "Users", reference 4.13 and 5.2 base_user). A user belongs to several
 * organisations, positions, roles and groups (user_relation) and has a main organisation and position
 * (users.organize_id, users.position_id: the first chosen, until `PUT Current/major` switches them).
 * The memberships and the password are the hooks' (server/resources/hooks/user-hooks.ts).
 */
import { ruleOf, textOptions, type FormMessages } from '../form-rules';
import { patternFormats } from '../patterns';
import { defineResource } from './define';
import { standardProperties, standardUi, textInput } from './standard';

export const userMenu = 'permission.user';
/** Names the spreadsheets of the import and the export. */
const sheetTitle = '用户信息';

const messages = {
  account: {
    required: '请输入账户',
    maxLength: '账户最多为50个字符！',
    rules: [ruleOf(patternFormats.userAccount!.regex, '账户只能输入字母和数字')],
  },
  realName: { required: '请输入户名', maxLength: '户名最多为50个字符！' },
  gender: { required: '请选择性别' },
  organizeIds: { required: '请选择所属组织' },
  mobilePhone: { rules: [ruleOf(patternFormats.phone!.regex, '请输入正确的手机号码')] },
  email: { rules: [ruleOf(patternFormats.email!.regex, '请输入正确的邮箱')] },
  certificatesNumber: { maxLength: '证件号码最多为50个字符！' },
} satisfies FormMessages;

/** An optional text; stored as '' when left empty, as the table's columns are. */
const text = (title: string, maxLength = 50) => ({ type: 'string', title, maxLength, default: '' }) as const;
const ids = (title: string, maxItems = 100) =>
  ({ type: 'array', title, maxItems, uniqueItems: true, items: { type: 'string', minLength: 1, maxLength: 40 } }) as const;
/** A date as milliseconds since 1970, or null. */
const date = (title: string) => ({ type: ['integer', 'null'] as ('integer' | 'null')[], title }) as const;

/** The user dialog's schema: its properties are what the create and update bodies may hold. */
export const userFormSchema = {
  type: 'object',
  required: ['account', 'realName', 'gender', 'organizeIds'] as string[],
  additionalProperties: false,
  properties: {
    ...standardProperties,
    account: { type: 'string', title: '账户', minLength: 1, maxLength: 50 },
    realName: { type: 'string', title: '户名', minLength: 1, maxLength: 50 },
    gender: { type: 'string', title: '性别', minLength: 1, maxLength: 10 },
    // Not `minItems`: RJSF would fill the new dialog's list with an empty entry; the hook refuses none.
    organizeIds: ids('所属组织'),
    positionIds: ids('岗位'),
    roleIds: ids('角色'),
    groupIds: ids('分组'),
    managerId: { type: 'string', title: '直属主管', maxLength: 40 },
    mobilePhone: text('手机', 20),
    telePhone: text('电话', 20),
    landline: text('座机', 20),
    email: text('邮箱'),
    birthday: date('生日'),
    entryDate: date('入职日期'),
    nation: text('民族'),
    nativePlace: text('籍贯'),
    certificatesType: text('证件类型'),
    certificatesNumber: text('证件号码'),
    education: text('文化程度'),
    urgentContacts: text('紧急联系人'),
    urgentTelePhone: text('紧急电话', 20),
    postalAddress: text('通讯地址', 200),
  },
} as const;

const dictionarySelect = (dictionary: string, placeholder: string, clearable = true) => ({
  'ui:field': 'select',
  'ui:options': {
    placeholder,
    clearable,
    dataType: 'dictionary',
    dictionaryType: dictionary,
    props: { value: 'enCode', label: 'fullName' },
  },
});

export const userResource = defineResource({
  name: 'user',
  path: '/api/permission/Users',
  table: 'users',
  menu: userMenu,
  softDelete: true,
  fields: {
    id: { column: 'id', type: 'text' },
    account: { column: 'account', type: 'text', createOnly: true },
    realName: { column: 'real_name', type: 'text' },
    gender: { column: 'gender', type: 'text' },
    mobilePhone: { column: 'mobile_phone', type: 'text' },
    telePhone: { column: 'tele_phone', type: 'text', inList: false },
    landline: { column: 'landline', type: 'text', inList: false },
    email: { column: 'email', type: 'text' },
    birthday: { column: 'birthday', type: 'time', inList: false },
    entryDate: { column: 'entry_date', type: 'time', inList: false },
    nation: { column: 'nation', type: 'text', inList: false },
    nativePlace: { column: 'native_place', type: 'text', inList: false },
    certificatesType: { column: 'certificates_type', type: 'text', inList: false },
    certificatesNumber: { column: 'certificates_number', type: 'text', inList: false },
    education: { column: 'education', type: 'text', inList: false },
    urgentContacts: { column: 'urgent_contacts', type: 'text', inList: false },
    urgentTelePhone: { column: 'urgent_tele_phone', type: 'text', inList: false },
    postalAddress: { column: 'postal_address', type: 'text', inList: false },
    managerId: { column: 'manager_id', type: 'text' },
    manager: { select: "(select m.real_name || '/' || m.account from users m where m.id = r.manager_id)", type: 'text' },
    organizeId: { column: 'organize_id', type: 'text', grantedBy: 'organize' },
    organize: { select: "coalesce(o.full_name, '')", type: 'text' },
    positionId: { column: 'position_id', type: 'text' },
    headIcon: { select: "case when r.head_icon = '' then '' else '/api/file/Image/userAvatar/' || r.head_icon end", type: 'text' },
    isAdministrator: { select: 'case when r.is_administrator then 1 else 0 end', type: 'integer' },
    description: { column: 'description', type: 'text', inList: false },
    sortCode: { column: 'sort_code', type: 'integer' },
    enabledMark: { column: 'enabled_mark', type: 'integer' },
    creatorTime: { column: 'creator_time', type: 'time' },
  },
  joins: 'left join organize o on o.id = r.organize_id',
  dataScope: {
    organizeIds: `select x.object_id from user_relation x where x.user_id = r.id and x.object_type = 'Organize'`,
    creator: 'r.creator_user_id',
  },
  form: {
    schema: userFormSchema,
    uiSchema: {
      'ui:order': [
        'account',
        'realName',
        'gender',
        'organizeIds',
        'positionIds',
        'roleIds',
        'groupIds',
        'managerId',
        'mobilePhone',
        'email',
        'enabledMark',
        'sortCode',
        '*',
        'description',
      ],
      'ui:form': { labelWidth: 90, span: 12 },
      ...standardUi,
      account: textInput(messages.account),
      realName: textInput(messages.realName),
      gender: dictionarySelect('sex', messages.gender.required, false),
      organizeIds: {
        'ui:field': 'organizeSelect',
        'ui:options': { ...textOptions(messages.organizeIds), valueShape: 'id', multiple: true, placeholder: '选择所属组织' },
      },
      positionIds: { 'ui:field': 'posSelect', 'ui:options': { multiple: true, placeholder: '选择岗位' } },
      roleIds: { 'ui:field': 'roleSelect', 'ui:options': { multiple: true, placeholder: '选择角色' } },
      groupIds: { 'ui:field': 'groupSelect', 'ui:options': { multiple: true, placeholder: '选择分组' } },
      managerId: { 'ui:field': 'userSelect', 'ui:options': { placeholder: '选择直属主管', clearable: true } },
      mobilePhone: textInput(messages.mobilePhone),
      email: textInput(messages.email),
      birthday: { 'ui:field': 'datePicker', 'ui:options': { type: 'date', format: 'yyyy-MM-dd' } },
      entryDate: { 'ui:field': 'datePicker', 'ui:options': { type: 'date', format: 'yyyy-MM-dd' } },
      nation: dictionarySelect('Nation', '选择民族'),
      certificatesType: dictionarySelect('certificateType', '选择证件类型'),
      education: dictionarySelect('Education', '选择文化程度'),
      postalAddress: { 'ui:field': 'input', 'ui:options': { span: 24 } },
      description: { ...standardUi.description, 'ui:options': { ...standardUi.description['ui:options'], span: 24 } },
    },
    messages,
  },
  list: {
    keyword: ['account', 'realName', 'mobilePhone'],
    filters: {
      organizeId: {
        condition: `exists (select 1 from user_relation x join organize xo on xo.id = x.object_id
                             where x.user_id = r.id and x.object_type = 'Organize'
                               and (xo.id = {value} or xo.organize_id_tree like '%' || {value} || '%'))`,
      },
    },
    sortable: ['sortCode', 'creatorTime', 'account', 'realName'],
    defaultSort: 'asc',
    pageSize: 20,
  },
  unique: { users_account_key: '账户已存在' },
  actions: {
    list: true,
    info: true,
    create: { button: 'btn_add' },
    update: { button: 'btn_edit' },
    delete: { button: 'btn_remove' },
    state: { button: 'btn_enable' },
    import: {
      button: 'btn_upload',
      downloadButton: 'btn_download',
      title: sheetTitle,
      fields: [
        'account',
        'realName',
        'gender',
        'organizeIds',
        'positionIds',
        'roleIds',
        'groupIds',
        'managerId',
        'mobilePhone',
        'telePhone',
        'email',
        'birthday',
        'entryDate',
        'nation',
        'nativePlace',
        'certificatesType',
        'certificatesNumber',
        'education',
        'urgentContacts',
        'urgentTelePhone',
        'postalAddress',
        'sortCode',
        'description',
      ],
    },
    exportExcel: {
      button: 'btn_download',
      title: sheetTitle,
      columns: [
        { field: 'account', title: '账户' },
        { field: 'realName', title: '姓名' },
        { field: 'gender', title: '性别', dictionary: 'sex' },
        { field: 'mobilePhone', title: '手机' },
        { field: 'email', title: '邮箱' },
        { field: 'organize', title: '所属组织' },
        { field: 'manager', title: '直属主管' },
        { field: 'enabledMark', title: '状态', map: { '0': '禁用', '1': '启用', '2': '锁定' } },
        { field: 'sortCode', title: '排序' },
        { field: 'creatorTime', title: '创建时间', format: 'dateTime' },
      ],
    },
  },
  messages: { notFound: '用户不存在' },
});
