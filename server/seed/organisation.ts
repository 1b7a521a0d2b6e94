/**
 * Demo organisation: a district-heating company with departments, positions, roles, groups and
 * about thirty users. Pure data; every enCode referenced here exists in this file or in menus.ts
 * (checked by tests/unit/seed-data.test.ts).
 */
import type { SeedOrganisationData, SeedUser } from './seed-types';

// Users, one per line: account, real name, gender ('1' male, '2' female), mobile phone,
// department, position, roles, groups. The e-mail address is derived from the account.
type UserRow = [
  account: string,
  realName: string,
  gender: '1' | '2',
  mobilePhone: string,
  organize: string,
  position: string,
  roles: string[],
  groups: string[],
];

const MAIL_DOMAIN = 'cdheating.example.com';

const user = ([account, realName, gender, mobilePhone, organize, position, roles, groups]: UserRow): SeedUser => ({
  account,
  realName,
  gender,
  mobilePhone,
  email: `${account}@${MAIL_DOMAIN}`,
  organize,
  positions: [position],
  roles,
  groups,
});

export const seedOrganisation: SeedOrganisationData = {
  // Organisation tree (spec 001 section 7 "Organization and department").
  organizes: [
    {
      enCode: 'heatingCo',
      fullName: '城东智慧供热有限公司',
      category: 'company',
      children: [
        { enCode: 'generalOffice', fullName: '综合办公室', category: 'department' },
        {
          enCode: 'production',
          fullName: '生产运行部',
          category: 'department',
          children: [
            { enCode: 'dispatchCenter', fullName: '调度中心', category: 'department' },
            { enCode: 'heatSource', fullName: '热源厂', category: 'department' },
            { enCode: 'stationOps', fullName: '换热站运维班', category: 'department' },
          ],
        },
        {
          enCode: 'customerService',
          fullName: '客户服务中心',
          category: 'department',
          children: [{ enCode: 'serviceHotline', fullName: '呼叫中心', category: 'department' }],
        },
        { enCode: 'pipeNetwork', fullName: '管网工程部', category: 'department' },
        { enCode: 'finance', fullName: '财务部', category: 'department' },
        { enCode: 'infoCenter', fullName: '信息中心', category: 'department' },
      ],
    },
  ],

  // Positions (spec 001 section 7 "Positions"); type is the position-type dictionary value.
  positions: [
    { enCode: 'generalManager', fullName: '总经理', type: 'management', organize: 'generalOffice' },
    { enCode: 'officeClerk', fullName: '行政专员', type: 'office', organize: 'generalOffice' },
    { enCode: 'productionManager', fullName: '生产运行部经理', type: 'management', organize: 'production' },
    { enCode: 'dispatcherOnDuty', fullName: '值班调度员', type: 'operation', organize: 'dispatchCenter' },
    { enCode: 'boilerOperator', fullName: '锅炉运行工', type: 'operation', organize: 'heatSource' },
    { enCode: 'stationTechnician', fullName: '换热站运维工', type: 'technical', organize: 'stationOps' },
    { enCode: 'serviceManager', fullName: '客服中心主任', type: 'management', organize: 'customerService' },
    { enCode: 'serviceSpecialist', fullName: '客服专员', type: 'service', organize: 'customerService' },
    { enCode: 'hotlineAgent', fullName: '热线坐席', type: 'service', organize: 'serviceHotline' },
    { enCode: 'pipeEngineer', fullName: '管网工程师', type: 'technical', organize: 'pipeNetwork' },
    { enCode: 'accountant', fullName: '会计', type: 'office', organize: 'finance' },
    { enCode: 'internalAuditor', fullName: '内审专员', type: 'office', organize: 'finance' },
    { enCode: 'itEngineer', fullName: '系统运维工程师', type: 'technical', organize: 'infoCenter' },
  ],

  // Roles (spec 000 section 6, spec 001 section 6: menu, button, column and form grants).
  roles: [
    {
      enCode: 'sysadmin',
      fullName: '系统管理员',
      type: 'user',
      description: '拥有全部系统、菜单和按钮权限',
      grants: 'all',
    },
    {
      enCode: 'dispatcher',
      fullName: '调度员',
      type: 'user',
      description: '供热业务、运行分析、工单调度与统计报表',
      grants: {
        systems: ['heating', 'callcenter'],
        menus: ['heatingBiz', 'analysis', 'oa', 'workOrder', 'report'],
      },
    },
    {
      enCode: 'agent',
      fullName: '客服坐席',
      type: 'user',
      description: '来电服务与工单受理；工单只能新建和办理，无管理菜单',
      grants: {
        systems: ['heating', 'callcenter'],
        menus: ['oa', 'workOrder', 'inboundService'],
        buttons: {
          'subdev.appWorkorder': ['btn_add', 'btn_edit'],
          'subdev.appWorkorder.indexclz': ['btn_add', 'btn_edit'],
          'subdev.appWorkorder.indexbj': ['btn_add', 'btn_edit'],
        },
      },
    },
    {
      enCode: 'maintainer',
      fullName: '运维人员',
      type: 'user',
      description: '供热业务维护；工单只读',
      grants: {
        systems: ['heating', 'callcenter'],
        menus: [
          'heatingBiz',
          'analysis',
          'oa',
          'subdev.appWorkorder',
          'subdev.appWorkorder.indexclz',
          'subdev.appWorkorder.indexbj',
          'report.gdwgdtj',
        ],
        buttons: {
          'subdev.appWorkorder': [],
          'subdev.appWorkorder.indexclz': [],
          'subdev.appWorkorder.indexbj': [],
          'report.gdwgdtj': [],
        },
      },
    },
    {
      enCode: 'auditor',
      fullName: '审计员',
      type: 'user',
      description: '只读查看组织、用户、角色和消息记录；不显示手机和邮箱',
      grants: {
        systems: ['heating'],
        menus: [
          'permission.organize',
          'permission.department',
          'permission.position',
          'permission.role',
          'permission.user',
          'permission.group',
          'msgCenter.msgMonitor',
        ],
        buttons: {
          'permission.organize': [],
          'permission.department': [],
          'permission.position': [],
          'permission.role': [],
          'permission.user': [],
          'permission.group': [],
          'msgCenter.msgMonitor': [],
        },
        columns: {
          'permission.user': ['account', 'realName', 'gender', 'organize', 'creatorTime', 'enabledMark'],
        },
        forms: {
          'permission.user': [
            'account',
            'realName',
            'gender',
            'organizeIds',
            'positionIds',
            'roleIds',
            'groupIds',
            'enabledMark',
            'sortCode',
          ],
        },
      },
    },
    {
      enCode: 'manager',
      fullName: '部门经理',
      type: 'user',
      description: '大部分管理菜单；用户管理不能删除和解锁；数据字典和单据规则不能删除',
      grants: {
        systems: ['heating', 'callcenter'],
        menus: ['heatingBiz', 'analysis', 'oa', 'permission', 'system', 'systemData', 'msgCenter', 'workOrder', 'inboundService', 'report'],
        buttons: {
          'permission.user': ['btn_add', 'btn_edit', 'btn_resetPassword', 'btn_enable', 'btn_download', 'btn_upload'],
          'systemData.dictionary': ['btn_add', 'btn_edit', 'btn_download', 'btn_upload'],
          'system.billRule': ['btn_add', 'btn_edit', 'btn_enable', 'btn_download', 'btn_upload'],
          'system.onlineUser': [],
        },
      },
    },
    {
      enCode: 'staff',
      fullName: '普通员工',
      type: 'user',
      description: '日程安排、运行分析和热用户档案查询',
      grants: {
        systems: ['heating'],
        menus: ['oa', 'analysis', 'heatingBiz.customer'],
        buttons: { 'heatingBiz.customer': ['btn_detail'] },
      },
    },
  ],

  // Permission groups (spec 001 section 7 "Permission groups").
  groups: [
    { enCode: 'emergencyRepair', fullName: '抢修突击队', type: 'work' },
    { enCode: 'winterDuty', fullName: '冬季保供值班组', type: 'work' },
    { enCode: 'serviceQuality', fullName: '服务质量督查组', type: 'inspection' },
    { enCode: 'safetyCommittee', fullName: '安全生产委员会', type: 'committee' },
  ],

  users: [
    // The administrator comes first.
    { ...user(['admin', '系统管理员', '1', '13800000000', 'infoCenter', 'itEngineer', ['sysadmin'], []]), isAdministrator: true },
    ...(
      [
        // 综合办公室
        ['zhangwei', '张伟', '1', '13901012345', 'generalOffice', 'generalManager', ['manager'], ['winterDuty', 'safetyCommittee']],
        ['wangfang', '王芳', '2', '13702236781', 'generalOffice', 'officeClerk', ['staff'], []],
        ['caoyan', '曹艳', '2', '15012349876', 'generalOffice', 'officeClerk', ['staff'], ['safetyCommittee']],
        // 生产运行部 and 调度中心
        ['liqiang', '李强', '1', '13611118888', 'production', 'productionManager', ['manager', 'dispatcher'], ['safetyCommittee']],
        ['liuyang', '刘洋', '1', '18622013344', 'dispatchCenter', 'dispatcherOnDuty', ['dispatcher'], ['winterDuty']],
        ['chenjing', '陈静', '2', '18722015566', 'dispatchCenter', 'dispatcherOnDuty', ['dispatcher'], ['winterDuty']],
        ['yangfan', '杨帆', '1', '15822017788', 'dispatchCenter', 'dispatcherOnDuty', ['dispatcher'], []],
        ['dengchao', '邓超', '1', '13512340987', 'dispatchCenter', 'dispatcherOnDuty', ['dispatcher'], ['winterDuty']],
        // 热源厂
        ['zhaolei', '赵磊', '1', '13820196655', 'heatSource', 'boilerOperator', ['maintainer'], ['emergencyRepair']],
        ['huangyong', '黄勇', '1', '15922453210', 'heatSource', 'boilerOperator', ['maintainer'], []],
        ['wangpeng', '王鹏', '1', '17622801234', 'heatSource', 'boilerOperator', ['maintainer'], ['winterDuty']],
        // 换热站运维班
        ['zhoujie', '周杰', '1', '13312457788', 'stationOps', 'stationTechnician', ['maintainer'], ['emergencyRepair']],
        ['wujun', '吴军', '1', '18920336699', 'stationOps', 'stationTechnician', ['maintainer'], ['emergencyRepair', 'winterDuty']],
        ['xuming', '徐明', '1', '15102265432', 'stationOps', 'stationTechnician', ['maintainer'], []],
        // 客户服务中心 and 呼叫中心
        ['sunli', '孙丽', '2', '13920457812', 'customerService', 'serviceManager', ['manager', 'agent'], ['serviceQuality']],
        ['lina01', '李娜', '2', '18502241357', 'customerService', 'serviceSpecialist', ['agent', 'staff'], ['serviceQuality']],
        ['agent01', '马晓燕', '2', '13662017001', 'serviceHotline', 'hotlineAgent', ['agent'], []],
        ['agent02', '朱婷婷', '2', '13662017002', 'serviceHotline', 'hotlineAgent', ['agent'], []],
        ['hulina', '胡丽娜', '2', '15620318866', 'serviceHotline', 'hotlineAgent', ['agent'], ['serviceQuality']],
        ['guoxin', '郭鑫', '1', '17720334455', 'serviceHotline', 'hotlineAgent', ['agent'], []],
        ['heping', '何平', '1', '19902217733', 'serviceHotline', 'hotlineAgent', ['agent'], []],
        // 管网工程部
        ['gaofeng', '高峰', '1', '13011223344', 'pipeNetwork', 'pipeEngineer', ['manager'], ['emergencyRepair', 'safetyCommittee']],
        ['luobin', '罗斌', '1', '18822446688', 'pipeNetwork', 'pipeEngineer', ['maintainer'], ['emergencyRepair']],
        ['zhengkai', '郑凯', '1', '15322889900', 'pipeNetwork', 'pipeEngineer', ['maintainer', 'staff'], []],
        // 财务部
        ['liangxue', '梁雪', '2', '13752106655', 'finance', 'accountant', ['staff'], []],
        ['songjia', '宋佳', '2', '18602137788', 'finance', 'accountant', ['staff'], []],
        ['auditor01', '唐敏', '2', '13820459911', 'finance', 'internalAuditor', ['auditor'], []],
        // 信息中心
        ['hanxu', '韩旭', '1', '18920571234', 'infoCenter', 'itEngineer', ['manager'], []],
        ['fengyu', '冯宇', '1', '17302285566', 'infoCenter', 'itEngineer', ['staff'], ['winterDuty']],
        ['xiaoling', '肖玲', '2', '19822093311', 'infoCenter', 'itEngineer', ['staff'], []],
      ] satisfies UserRow[]
    ).map(user),
  ],
};
