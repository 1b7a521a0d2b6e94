/**
 * Demo menu tree: two systems (type-0 nodes are made by the seeder from each SeedSystem; `menus`
 * are their children). Pure data.
 *
 * Conventions (reference jnpf-format.md 1.5, 5.3):
 * - type 1 directory: enCode is a short camelCase word; its route is '/' + enCode.
 * - type 2 page: urlAddress is the view path without a leading slash; enCode is that path with
 *   '/' replaced by '.' (route name: dots replaced by dashes).
 * - types 3, 4, 5, 8: urlAddress is the route path; property carries moduleId and isTree.
 * - type 6: no route; property.moduleId names the visualisation view (`${dataV}/view/{moduleId}`; the
 *   platform serves dv-heating-overview and dv-heating-network itself); opens in a new window.
 * - type 7: external address with `${jnpfToken}` / `${dataV}` placeholders; '_self' opens in the
 *   embedded-frame route /externalLink, '_blank' in a new window.
 * Button codes follow reference 1.6 (btn_add, btn_edit, btn_remove, btn_detail, btn_download =
 * export, btn_upload = import, ...). Column enCodes are the list column props.
 */
import type { SeedItem, SeedSystem } from './seed-types';
import { heatCustomerDefinition, heatStationDefinition, seededMenuItems } from './visual-dev-definitions';

const items = (...pairs: [enCode: string, fullName: string][]): SeedItem[] => pairs.map(([enCode, fullName]) => ({ enCode, fullName }));

// Common buttons (reference 1.6; spec 000 section 6: default codes btn_add, btn_edit, btn_remove).
const ADD: [string, string] = ['btn_add', '新增'];
const EDIT: [string, string] = ['btn_edit', '编辑'];
const REMOVE: [string, string] = ['btn_remove', '删除'];
const DETAIL: [string, string] = ['btn_detail', '详情'];
const EXPORT: [string, string] = ['btn_download', '导出'];
const IMPORT: [string, string] = ['btn_upload', '导入'];
const STATE: [string, string] = ['btn_enable', '启用/禁用'];
const COPY: [string, string] = ['btn_copy', '复制'];

export const seedSystems: SeedSystem[] = [
  // ───────────────────────────── main system ─────────────────────────────
  {
    enCode: 'heating',
    fullName: '智慧供热平台',
    icon: 'icon-ym icon-ym-systemToggle',
    isMain: true,
    menus: [
      // Heating business built with the low-code engine: dynamic models (type 3) and a
      // dictionary-driven screen (type 4). Spec 000 section 2.3.
      {
        enCode: 'heatingBiz',
        fullName: '供热业务',
        type: 1,
        icon: 'icon-ym icon-ym-generator-company',
        children: [
          {
            enCode: 'heatingBiz.customer',
            fullName: '热用户档案',
            type: 3,
            icon: 'icon-ym icon-ym-generator-user',
            urlAddress: 'heatingBiz/customer',
            property: { moduleId: heatCustomerDefinition.id, isTree: 0 },
            buttons: items(ADD, EDIT, REMOVE, DETAIL, EXPORT, IMPORT, ['btn_batchRemove', '批量删除'], ['btn_batchPrint', '批量打印']),
            // The definition's list columns and form fields, as its release makes them (server/seed/visual-dev).
            ...seededMenuItems(heatCustomerDefinition),
          },
          {
            enCode: 'heatingBiz.station',
            fullName: '换热站台账',
            type: 3,
            icon: 'icon-ym icon-ym-generator-house',
            urlAddress: 'heatingBiz/station',
            property: { moduleId: heatStationDefinition.id, isTree: 0 },
            buttons: items(ADD, EDIT, REMOVE, DETAIL, EXPORT, IMPORT, ['btn_batchRemove', '批量删除']),
            ...seededMenuItems(heatStationDefinition),
          },
          {
            // Type 4: moduleId is a dictionary type code (reference 4.10: id or enCode accepted).
            enCode: 'heatingBiz.district',
            fullName: '供热片区',
            type: 4,
            icon: 'icon-ym icon-ym-generator-tree',
            urlAddress: 'heatingBiz/district',
            property: { moduleId: 'heatingDistrict', isTree: 1 },
            buttons: items(ADD, EDIT, REMOVE),
          },
        ],
      },

      // Analysis: data report (type 5), visualisation (type 6), external links (type 7) and a
      // portal (type 8). Spec 000 section 2.3.
      {
        enCode: 'analysis',
        fullName: '运行分析',
        type: 1,
        icon: 'icon-ym icon-ym-report-icon-chart',
        children: [
          {
            enCode: 'analysis.dispatchPortal',
            fullName: '调度门户',
            type: 8,
            icon: 'icon-ym icon-ym-portal',
            urlAddress: 'analysis/dispatchPortal',
            property: { moduleId: 'portal-dispatch', isTree: 0 },
          },
          {
            enCode: 'analysis.heatReport',
            fullName: '供热量统计报表',
            type: 5,
            icon: 'icon-ym icon-ym-report',
            urlAddress: 'analysis/heatReport',
            property: { moduleId: 'rpt-heat-consumption', isTree: 0 },
          },
          {
            // Opens the platform's own view /DataV/view/dv-heating-overview in a new window
            // (screens/dataview: figures from the dictionary, users, messages and bill rules).
            enCode: 'analysis.dataScreen',
            fullName: '供热运行大屏',
            type: 6,
            icon: 'icon-ym icon-ym-dataV',
            urlAddress: '',
            linkTarget: '_blank',
            property: { moduleId: 'dv-heating-overview' },
          },
          {
            // '_self': shown in the embedded-frame route /externalLink; `${dataV}` and the token are
            // substituted. The platform's own network view stands in for a GIS server: point the address
            // at a real GIS to use one.
            enCode: 'heatingGis',
            fullName: '管网GIS',
            type: 7,
            icon: 'icon-ym icon-ym-extend-map',
            urlAddress: '${dataV}/view/dv-heating-network?token=${jnpfToken}',
            linkTarget: '_self',
          },
          {
            enCode: 'heatingPolicy',
            fullName: '供热政策法规',
            type: 7,
            icon: 'icon-ym icon-ym-extend-link',
            urlAddress: 'https://www.mohurd.gov.cn/',
            linkTarget: '_blank',
          },
        ],
      },

      // Personal office: schedules (spec 001 sections 2 "Schedule dialogs", 3, 7 "Schedules").
      {
        enCode: 'oa',
        fullName: '协同办公',
        type: 1,
        icon: 'icon-ym icon-ym-workFlow',
        children: [
          {
            enCode: 'extend.schedule',
            fullName: '日程安排',
            type: 2,
            icon: 'icon-ym icon-ym-extend-calendar',
            urlAddress: 'extend/schedule',
            buttons: items(ADD, EDIT, REMOVE),
            forms: items(
              ['type', '类型'],
              ['urgent', '紧急程度'],
              ['title', '标题'],
              ['content', '内容'],
              ['startDay', '开始时间'],
              ['endDay', '结束时间'],
              ['creatorUserId', '创建人'],
              ['toUserIds', '参与人'],
              ['repetition', '重复'],
            ),
          },
        ],
      },

      // Organisation and permissions (spec 001 sections 2 "Other screens", 7 "Organization and
      // department", "Positions", "Roles", "Users", "Permission groups").
      {
        enCode: 'permission',
        fullName: '组织权限',
        type: 1,
        icon: 'icon-ym icon-ym-permission',
        children: [
          {
            enCode: 'permission.organize',
            fullName: '组织管理',
            type: 2,
            icon: 'icon-ym icon-ym-company',
            urlAddress: 'permission/organize',
            buttons: items(ADD, EDIT, REMOVE, ['btn_grade', '分级管理']),
            columns: items(
              ['fullName', '名称'],
              ['enCode', '编码'],
              ['category', '类型'],
              ['managerName', '主管'],
              ['sortCode', '排序'],
              ['creatorTime', '创建时间'],
            ),
            forms: items(
              ['parentId', '上级组织'],
              ['fullName', '组织名称'],
              ['enCode', '组织编码'],
              ['managerId', '主管'],
              ['sortCode', '排序'],
              ['description', '说明'],
            ),
          },
          {
            enCode: 'permission.department',
            fullName: '部门管理',
            type: 2,
            icon: 'icon-ym icon-ym-department',
            urlAddress: 'permission/department',
            buttons: items(ADD, EDIT, REMOVE),
            columns: items(
              ['fullName', '部门名称'],
              ['enCode', '部门编码'],
              ['managerName', '部门主管'],
              ['sortCode', '排序'],
              ['creatorTime', '创建时间'],
            ),
            forms: items(
              ['organizeId', '所属组织'],
              ['fullName', '部门名称'],
              ['enCode', '部门编码'],
              ['managerId', '部门主管'],
              ['sortCode', '排序'],
              ['description', '说明'],
            ),
          },
          {
            enCode: 'permission.position',
            fullName: '岗位管理',
            type: 2,
            icon: 'icon-ym icon-ym-position',
            urlAddress: 'permission/position',
            limitsRows: true,
            buttons: items(ADD, EDIT, REMOVE, ['btn_authorize', '权限授权']),
            columns: items(
              ['fullName', '岗位名称'],
              ['enCode', '岗位编码'],
              ['type', '岗位类型'],
              ['department', '所属部门'],
              ['enabledMark', '状态'],
              ['sortCode', '排序'],
            ),
            forms: items(
              ['organizeId', '所属组织'],
              ['fullName', '岗位名称'],
              ['enCode', '岗位编码'],
              ['type', '岗位类型'],
              ['enabledMark', '状态'],
              ['sortCode', '排序'],
              ['description', '说明'],
            ),
          },
          {
            enCode: 'permission.role',
            fullName: '角色管理',
            type: 2,
            icon: 'icon-ym icon-ym-role',
            urlAddress: 'permission/role',
            buttons: items(ADD, EDIT, REMOVE, STATE, ['btn_authorize', '权限授权']),
            columns: items(
              ['fullName', '角色名称'],
              ['enCode', '角色编码'],
              ['type', '角色类型'],
              ['enabledMark', '状态'],
              ['sortCode', '排序'],
              ['description', '说明'],
            ),
            forms: items(
              ['fullName', '角色名称'],
              ['enCode', '角色编码'],
              ['type', '角色类型'],
              ['globalMark', '角色范围'],
              ['organizeIds', '所属组织'],
              ['enabledMark', '状态'],
              ['sortCode', '排序'],
              ['description', '说明'],
            ),
          },
          {
            enCode: 'permission.user',
            fullName: '用户管理',
            type: 2,
            icon: 'icon-ym icon-ym-user',
            urlAddress: 'permission/user',
            buttons: items(ADD, EDIT, REMOVE, ['btn_resetPassword', '重置密码'], ['btn_unlock', '解除锁定'], STATE, EXPORT, IMPORT),
            columns: items(
              ['account', '账号'],
              ['realName', '姓名'],
              ['gender', '性别'],
              ['mobilePhone', '手机'],
              ['email', '邮箱'],
              ['organize', '所属组织'],
              ['creatorTime', '创建时间'],
              ['enabledMark', '状态'],
            ),
            forms: items(
              ['account', '账号'],
              ['realName', '姓名'],
              ['gender', '性别'],
              ['mobilePhone', '手机'],
              ['email', '邮箱'],
              ['organizeIds', '所属组织'],
              ['positionIds', '岗位'],
              ['roleIds', '角色'],
              ['groupIds', '分组'],
              ['managerId', '直属主管'],
              ['birthday', '生日'],
              ['entryDate', '入职日期'],
              ['certificatesType', '证件类型'],
              ['certificatesNumber', '证件号码'],
              ['urgentContacts', '紧急联系人'],
              ['urgentTelePhone', '紧急电话'],
              ['postalAddress', '通讯地址'],
              ['enabledMark', '状态'],
              ['sortCode', '排序'],
              ['description', '说明'],
            ),
          },
          {
            enCode: 'permission.group',
            fullName: '分组管理',
            type: 2,
            icon: 'icon-ym icon-ym-group',
            urlAddress: 'permission/group',
            buttons: items(ADD, EDIT, REMOVE),
            columns: items(
              ['fullName', '分组名称'],
              ['enCode', '分组编码'],
              ['type', '分组类型'],
              ['enabledMark', '状态'],
              ['sortCode', '排序'],
            ),
            forms: items(
              ['fullName', '分组名称'],
              ['enCode', '分组编码'],
              ['type', '分组类型'],
              ['enabledMark', '状态'],
              ['sortCode', '排序'],
              ['description', '说明'],
            ),
          },
        ],
      },

      // System management (spec 001 sections 2, 3 and 7: system config, bill rules, areas,
      // print templates; the notice calls of spec 000 section 7.3).
      {
        enCode: 'system',
        fullName: '系统管理',
        type: 1,
        icon: 'icon-ym icon-ym-systemConfig',
        children: [
          {
            enCode: 'system.sysConfig',
            fullName: '系统配置',
            type: 2,
            icon: 'icon-ym icon-ym-sysConfig',
            urlAddress: 'system/sysConfig',
            buttons: items(['btn_edit', '保存'], ['btn_setAdmin', '设置超级管理员']),
            forms: items(
              ['title', '系统标题'],
              ['sysName', '系统名称'],
              ['sysVersion', '系统版本'],
              ['copyright', '版权信息'],
              ['logoIcon', '系统图标'],
              ['navigationIcon', '导航图标'],
              ['layoutType', '布局'],
              ['passwordStrengthLimit', '密码强度限制'],
              ['mandatoryModificationOfInitialPassword', '强制修改初始密码'],
            ),
          },
          {
            enCode: 'system.onlineUser',
            fullName: '在线用户',
            type: 2,
            icon: 'icon-ym icon-ym-online',
            urlAddress: 'system/onlineUser',
            buttons: items(['btn_forced', '强制下线']),
          },
          {
            enCode: 'system.billRule',
            fullName: '单据规则',
            type: 2,
            icon: 'icon-ym icon-ym-billRule',
            urlAddress: 'system/billRule',
            buttons: items(ADD, EDIT, REMOVE, STATE, EXPORT, IMPORT),
            columns: items(
              ['fullName', '业务名称'],
              ['enCode', '业务编码'],
              ['outputNumber', '当前流水号'],
              ['startNumber', '流水起始'],
              ['digit', '流水位数'],
              ['enabledMark', '状态'],
              ['creatorTime', '创建时间'],
            ),
            forms: items(
              ['fullName', '业务名称'],
              ['enCode', '业务编码'],
              ['category', '业务分类'],
              ['prefix', '流水前缀'],
              ['dateFormat', '流水日期'],
              ['digit', '流水位数'],
              ['startNumber', '流水起始'],
              ['example', '流水范例'],
              ['sortCode', '排序'],
              ['enabledMark', '状态'],
              ['description', '流水说明'],
            ),
          },
          {
            enCode: 'system.area',
            fullName: '行政区划',
            type: 2,
            icon: 'icon-ym icon-ym-area',
            urlAddress: 'system/area',
            buttons: items(ADD, EDIT, REMOVE, STATE),
            columns: items(['fullName', '区域名称'], ['enCode', '区域编码'], ['enabledMark', '状态'], ['sortCode', '排序']),
          },
          {
            enCode: 'system.printDev',
            fullName: '打印模板',
            type: 2,
            icon: 'icon-ym icon-ym-printDev',
            urlAddress: 'system/printDev',
            buttons: items(ADD, EDIT, REMOVE, STATE, COPY, EXPORT, IMPORT, ['btn_preview', '预览']),
            columns: items(
              ['fullName', '模板名称'],
              ['enCode', '模板编码'],
              ['category', '模板分类'],
              ['enabledMark', '状态'],
              ['creatorTime', '创建时间'],
            ),
          },
          {
            enCode: 'system.notice',
            fullName: '系统公告',
            type: 2,
            icon: 'icon-ym icon-ym-notice',
            urlAddress: 'system/notice',
            buttons: items(ADD, EDIT, REMOVE, ['btn_release', '发布']),
            columns: items(['title', '标题'], ['releaseUser', '发布人'], ['releaseTime', '发布时间'], ['enabledMark', '状态']),
          },
        ],
      },

      // Data applications (spec 001 sections 2 "Data dictionary screen", 7 "Dictionary types",
      // "Dictionary data", "Data interfaces"). Route name of the dictionary: systemData-dictionary.
      {
        enCode: 'systemData',
        fullName: '数据应用',
        type: 1,
        icon: 'icon-ym icon-ym-systemData',
        children: [
          {
            enCode: 'systemData.dictionary',
            fullName: '数据字典',
            type: 2,
            icon: 'icon-ym icon-ym-dictionary',
            urlAddress: 'systemData/dictionary',
            buttons: items(ADD, EDIT, REMOVE, EXPORT, IMPORT),
            columns: items(['fullName', '名称'], ['enCode', '编码'], ['sortCode', '排序'], ['enabledMark', '状态']),
            forms: items(
              ['parentId', '上级'],
              ['fullName', '名称'],
              ['enCode', '编码'],
              ['sortCode', '排序'],
              ['enabledMark', '状态'],
              ['description', '说明'],
            ),
          },
          {
            enCode: 'systemData.dataInterface',
            fullName: '数据接口',
            type: 2,
            icon: 'icon-ym icon-ym-dataInterface',
            urlAddress: 'systemData/dataInterface',
            buttons: items(ADD, EDIT, REMOVE, STATE, COPY, EXPORT, ['btn_preview', '测试接口'], ['btn_log', '调用日志']),
            columns: items(
              ['fullName', '接口名称'],
              ['enCode', '接口编码'],
              ['dataType', '接口类型'],
              ['requestMethod', '请求方式'],
              ['enabledMark', '状态'],
              ['creatorTime', '创建时间'],
            ),
          },
        ],
      },

      // Message centre (spec 001 section 7 "Message templates"; spec 000 section 7.3 message
      // records and send configuration).
      {
        enCode: 'msgCenter',
        fullName: '消息中心',
        type: 1,
        icon: 'icon-ym icon-ym-sysNotice',
        children: [
          {
            enCode: 'msgCenter.msgTemplate',
            fullName: '消息模板',
            type: 2,
            icon: 'icon-ym icon-ym-msgTemplate',
            urlAddress: 'msgCenter/msgTemplate',
            buttons: items(ADD, EDIT, REMOVE, COPY, DETAIL),
            columns: items(
              ['fullName', '模板名称'],
              ['enCode', '模板编码'],
              ['messageType', '消息类型'],
              ['messageSource', '消息来源'],
              ['enabledMark', '状态'],
              ['creatorTime', '创建时间'],
            ),
          },
          {
            enCode: 'msgCenter.sendConfig',
            fullName: '发送配置',
            type: 2,
            icon: 'icon-ym icon-ym-sendConfig',
            urlAddress: 'msgCenter/sendConfig',
            buttons: items(ADD, EDIT, REMOVE, COPY, DETAIL, ['btn_test', '测试发送']),
            columns: items(
              ['fullName', '配置名称'],
              ['enCode', '配置编码'],
              ['messageSource', '消息来源'],
              ['channels', '发送渠道'],
              ['enabledMark', '状态'],
            ),
          },
          {
            enCode: 'msgCenter.msgMonitor',
            fullName: '消息记录',
            type: 2,
            icon: 'icon-ym icon-ym-msgMonitor',
            urlAddress: 'msgCenter/msgMonitor',
            buttons: items(REMOVE, DETAIL),
            columns: items(
              ['title', '消息标题'],
              ['messageType', '消息类型'],
              ['releaseUser', '发送人'],
              ['releaseTime', '发送时间'],
              ['receiveUser', '接收人'],
            ),
          },
        ],
      },

      // Visual development (spec 001 section 7 "Visual development").
      {
        enCode: 'onlineDev',
        fullName: '在线开发',
        type: 1,
        icon: 'icon-ym icon-ym-onlineDev',
        children: [
          {
            enCode: 'onlineDev.webDesign',
            fullName: '功能设计',
            type: 2,
            icon: 'icon-ym icon-ym-webDesign',
            urlAddress: 'onlineDev/webDesign',
            buttons: items(ADD, EDIT, REMOVE, COPY, ['btn_release', '发布'], ['btn_preview', '预览'], ['btn_downloadCode', '下载代码']),
            columns: items(['fullName', '名称'], ['enCode', '编码'], ['category', '分类'], ['state', '状态'], ['creatorTime', '创建时间']),
          },
          {
            // Portals (issue 16, docs/portal.md): the cards of type-8 menus and /dashboard.
            enCode: 'onlineDev.visualPortal',
            fullName: '门户设计',
            type: 2,
            icon: 'icon-ym icon-ym-portal',
            urlAddress: 'onlineDev/visualPortal',
            buttons: items(ADD, EDIT, REMOVE, STATE),
          },
          {
            // Data reports (issue 16, docs/portal.md): what type-5 menus show.
            enCode: 'onlineDev.dataReport',
            fullName: '报表设计',
            type: 2,
            icon: 'icon-ym icon-ym-report',
            urlAddress: 'onlineDev/dataReport',
            buttons: items(ADD, EDIT, REMOVE, STATE),
          },
        ],
      },
    ],
  },

  // ───────────────────────────── call centre ─────────────────────────────
  {
    enCode: 'callcenter',
    fullName: '呼叫中心',
    icon: 'icon-ym icon-ym-extend-phone',
    isMain: false,
    menus: [
      // Work orders (spec 000 section 2.2; spec 002 sections 2, 3.7, 7.9).
      {
        enCode: 'workOrder',
        fullName: '工单管理',
        type: 1,
        icon: 'icon-ym icon-ym-workFlow-form',
        children: [
          {
            enCode: 'subdev.appWorkorder',
            fullName: '在办工单',
            type: 2,
            icon: 'icon-ym icon-ym-flowTodo',
            urlAddress: 'subdev/appWorkorder',
            buttons: items(['btn_add', '新建工单'], ['btn_edit', '办理'], REMOVE, DETAIL, EXPORT),
            columns: items(
              ['inbid', '工单编号'],
              ['ani', '来电号码'],
              ['customerName', '客户名称'],
              ['address', '地址'],
              ['category', '工单类别'],
              ['urgent', '紧急程度'],
              ['handleOrg', '处理单位'],
              ['status', '工单状态'],
              ['creatorTime', '受理时间'],
            ),
            forms: items(
              ['ani', '来电号码'],
              ['customerName', '客户名称'],
              ['address', '地址'],
              ['category', '工单类别'],
              ['urgent', '紧急程度'],
              ['content', '诉求内容'],
              ['handleOrg', '处理单位'],
            ),
          },
          {
            enCode: 'subdev.appWorkorder.indexclz',
            fullName: '待处理工单',
            type: 2,
            icon: 'icon-ym icon-ym-flowSign',
            urlAddress: 'subdev/appWorkorder/indexclz',
            buttons: items(['btn_add', '新建工单'], ['btn_edit', '办理'], REMOVE, DETAIL, EXPORT),
            columns: items(
              ['inbid', '工单编号'],
              ['ani', '来电号码'],
              ['customerName', '客户名称'],
              ['category', '工单类别'],
              ['urgent', '紧急程度'],
              ['handleOrg', '处理单位'],
              ['creatorTime', '受理时间'],
            ),
          },
          {
            enCode: 'subdev.appWorkorder.indexbj',
            fullName: '已办结工单',
            type: 2,
            icon: 'icon-ym icon-ym-flowDone',
            urlAddress: 'subdev/appWorkorder/indexbj',
            buttons: items(['btn_add', '新建工单'], ['btn_edit', '编辑'], REMOVE, DETAIL, EXPORT),
            columns: items(
              ['inbid', '工单编号'],
              ['ani', '来电号码'],
              ['customerName', '客户名称'],
              ['category', '工单类别'],
              ['handleOrg', '处理单位'],
              ['closeTime', '办结时间'],
              ['satisfaction', '满意度'],
            ),
          },
          {
            // Only /subdev/onlineconsultant/Detail is named by the specs; the list path is assumed.
            enCode: 'subdev.onlineconsultant',
            fullName: '在线咨询',
            type: 2,
            icon: 'icon-ym icon-ym-chat',
            urlAddress: 'subdev/onlineconsultant',
            buttons: items(ADD, EDIT, REMOVE, DETAIL, ['btn_sign', '签收']),
            columns: items(
              ['id', '咨询编号'],
              ['customerName', '咨询人'],
              ['mobilePhone', '联系电话'],
              ['title', '咨询主题'],
              ['status', '状态'],
              ['creatorTime', '咨询时间'],
            ),
          },
        ],
      },

      // Inbound service requests (spec 002 section 2: /extend/icrmInboundservicerequest with
      // sub-pages indexclz, indexsign, indexback, indexend, indexcheck, indexcheckto).
      {
        enCode: 'inboundService',
        fullName: '来电服务',
        type: 1,
        icon: 'icon-ym icon-ym-extend-phone',
        children: [
          {
            enCode: 'extend.icrmInboundservicerequest',
            fullName: '来电服务请求',
            type: 2,
            icon: 'icon-ym icon-ym-flowLaunch',
            urlAddress: 'extend/icrmInboundservicerequest',
            buttons: items(ADD, EDIT, REMOVE, DETAIL, EXPORT),
            columns: items(
              ['inbid', '请求编号'],
              ['ani', '来电号码'],
              ['customerName', '客户名称'],
              ['category', '服务类别'],
              ['status', '状态'],
              ['creatorTime', '来电时间'],
            ),
          },
          {
            enCode: 'extend.icrmInboundservicerequest.indexclz',
            fullName: '处理中',
            type: 2,
            icon: 'icon-ym icon-ym-flowTodo',
            urlAddress: 'extend/icrmInboundservicerequest/indexclz',
            buttons: items(ADD, EDIT, REMOVE, DETAIL),
            columns: items(['inbid', '请求编号'], ['ani', '来电号码'], ['status', '状态']),
          },
          {
            enCode: 'extend.icrmInboundservicerequest.indexsign',
            fullName: '待签收',
            type: 2,
            icon: 'icon-ym icon-ym-flowSign',
            urlAddress: 'extend/icrmInboundservicerequest/indexsign',
            buttons: items(ADD, EDIT, REMOVE, DETAIL, ['btn_sign', '签收']),
            columns: items(['inbid', '请求编号'], ['ani', '来电号码'], ['status', '状态']),
          },
          {
            enCode: 'extend.icrmInboundservicerequest.indexback',
            fullName: '已退回',
            type: 2,
            icon: 'icon-ym icon-ym-flowBack',
            urlAddress: 'extend/icrmInboundservicerequest/indexback',
            buttons: items(ADD, EDIT, REMOVE, DETAIL),
            columns: items(['inbid', '请求编号'], ['ani', '来电号码'], ['backReason', '退回原因']),
          },
          {
            enCode: 'extend.icrmInboundservicerequest.indexend',
            fullName: '已办结',
            type: 2,
            icon: 'icon-ym icon-ym-flowDone',
            urlAddress: 'extend/icrmInboundservicerequest/indexend',
            buttons: items(ADD, EDIT, REMOVE, DETAIL, EXPORT),
            columns: items(['inbid', '请求编号'], ['ani', '来电号码'], ['closeTime', '办结时间']),
          },
          {
            enCode: 'extend.icrmInboundservicerequest.indexcheck',
            fullName: '待审核',
            type: 2,
            icon: 'icon-ym icon-ym-flowCirculate',
            urlAddress: 'extend/icrmInboundservicerequest/indexcheck',
            buttons: items(ADD, EDIT, REMOVE, DETAIL, ['btn_check', '审核']),
            columns: items(['inbid', '请求编号'], ['ani', '来电号码'], ['status', '状态']),
          },
          {
            enCode: 'extend.icrmInboundservicerequest.indexcheckto',
            fullName: '已审核',
            type: 2,
            icon: 'icon-ym icon-ym-flowCopy',
            urlAddress: 'extend/icrmInboundservicerequest/indexcheckto',
            buttons: items(ADD, EDIT, REMOVE, DETAIL),
            columns: items(['inbid', '请求编号'], ['ani', '来电号码'], ['checkResult', '审核结果']),
          },
        ],
      },

      // Reports (spec 000 section 2.2: /report/gdwgdtj; its indexsub and indexdata detail pages
      // are fixed routes, not menu items).
      {
        enCode: 'report',
        fullName: '统计报表',
        type: 1,
        icon: 'icon-ym icon-ym-report',
        children: [
          {
            enCode: 'report.gdwgdtj',
            fullName: '各单位工单统计',
            type: 2,
            icon: 'icon-ym icon-ym-report-icon-chart',
            urlAddress: 'report/gdwgdtj',
            buttons: items(DETAIL, EXPORT),
            columns: items(
              ['unitName', '单位'],
              ['total', '工单总数'],
              ['pending', '待处理'],
              ['processing', '在办'],
              ['closed', '已办结'],
              ['overdue', '超时'],
              ['closeRate', '办结率'],
            ),
          },
        ],
      },
    ],
  },
];
