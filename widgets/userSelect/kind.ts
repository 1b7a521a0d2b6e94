/**
 * User picker (`userSelect`; spec 002 sections 2.6, 4.2, 5.4 and 6, reference 2.4): stores the user id
 * (`multiple`: ids). With no restriction the dialog has the tabs 全部数据, 当前组织, 我的下属 and 系统变量
 * (当前用户, stored as `currentUser`); `selectType` 'dep' / 'pos' / 'role' / 'group' / 'custom' with
 * `ableDepIds`, `ablePosIds`, `ableRoleIds`, `ableGroupIds`, `ableUserIds` or V3's `ableIds` (and
 * `relationField`) offers a flat list of the users meeting the restriction. Only users may be picked.
 */
import { userPickerKind } from '../kit/user-picker/user-kind';
import { withPalette } from '../../engine/registry/settings';

export const userSelectKind = withPalette(userPickerKind('userSelect', [], 'id'), { group: 'advanced', label: '用户选择' });
