/**
 * Role picker (`roleSelect`; spec 002 sections 2.6 and 4.2, reference 2.4): the roles in two tabs,
 * 组织 and 全局; only roles may be picked; stores the role id (`multiple`: ids).
 */
export { roleSelectKind } from '../kit/user-picker/role-kind';
