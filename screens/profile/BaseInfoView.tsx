/** The profile's read-only facts: editable fields and what only an administrator changes. */
import { DataList } from '@chakra-ui/react';
import type { BaseInfo } from '../../api';
import { DATE_FORMAT, DATE_TIME_SECONDS_FORMAT, formatDate } from '../../engine/format';
import { useBundleTranslation } from '../use-bundle-translation';
import { PROFILE_NAMESPACE, profileBundles } from './i18n';

type ShownField = keyof Pick<
  BaseInfo,
  | 'account'
  | 'realName'
  | 'nickName'
  | 'gender'
  | 'birthday'
  | 'mobilePhone'
  | 'telePhone'
  | 'email'
  | 'postalAddress'
  | 'signature'
  | 'organize'
  | 'position'
  | 'roleName'
  | 'prevLogTime'
  | 'prevLogIP'
  | 'changePasswordDate'
>;

const shown: ShownField[] = [
  'account',
  'realName',
  'nickName',
  'gender',
  'birthday',
  'mobilePhone',
  'telePhone',
  'email',
  'postalAddress',
  'signature',
  'organize',
  'position',
  'roleName',
  'prevLogTime',
  'prevLogIP',
  'changePasswordDate',
];

export function BaseInfoView({ info }: { info: BaseInfo }) {
  const { t } = useBundleTranslation(PROFILE_NAMESPACE, profileBundles);

  const text = (field: ShownField): string => {
    switch (field) {
      case 'gender':
        return info.gender === '1' ? t('gender.male') : info.gender === '2' ? t('gender.female') : '';
      case 'birthday':
        return formatDate(info.birthday, DATE_FORMAT);
      case 'prevLogTime':
      case 'changePasswordDate':
        return formatDate(info[field], DATE_TIME_SECONDS_FORMAT);
      default:
        return info[field];
    }
  };

  return (
    <DataList.Root orientation="horizontal" size="md">
      {shown.map((field) => (
        <DataList.Item key={field}>
          <DataList.ItemLabel minW="32">{t(`field.${field}`)}</DataList.ItemLabel>
          <DataList.ItemValue data-field={field}>{text(field) || t('notSet')}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
