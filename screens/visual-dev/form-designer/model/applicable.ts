/**
 * The settings the property panel shows for a field: the common ones that apply to its kind (data,
 * display or container; less what the kind omits), then the kind's own; and whether a setting's
 * condition holds for the field now.
 */
import { COMMON_SETTINGS, CONTAINER_COMMON, VALUELESS_COMMON, type PropSetting } from '../../../../engine/registry/settings';
import type { AnyFieldKind, JnpfField } from '../../../../engine/registry/types';
import { readSetting, type Generation } from './addresses';
import { holdsChildren } from './containers';

/** Whether fields of this kind hold a value (and so have a data key). */
export const holdsValue = (kind: AnyFieldKind): boolean => !kind.valueless && !kind.container;

export function commonSettingsFor(kind: AnyFieldKind): PropSetting[] {
  const omitted = new Set(kind.palette?.omitCommon ?? []);
  const allowed = kind.container ? CONTAINER_COMMON : kind.valueless ? VALUELESS_COMMON : undefined;
  return COMMON_SETTINGS.filter((setting) => !omitted.has(setting.key) && (!allowed || allowed.has(setting.key)));
}

export function settingsFor(kind: AnyFieldKind): PropSetting[] {
  const common = commonSettingsFor(kind);
  // A sub-table's columns carry the form's labels; its own label width does not apply.
  return [
    ...(holdsChildren(kind) && !kind.container ? common.filter((s) => s.key !== 'config.labelWidth') : common),
    ...(kind.settings ?? []),
  ];
}

/** Whether `setting` applies to the field as it is now (its `when`). */
export function settingShown(setting: PropSetting, field: JnpfField, all: readonly PropSetting[], generation: Generation): boolean {
  const { when } = setting;
  if (!when) return true;
  const source = all.find((s) => s.key === when.key);
  const value = source ? readSetting(field, source, generation) : field.__config__[when.key.replace(/^config\./, '')];
  if (when.truthy) return Boolean(value) && value !== '0';
  return (when.in ?? []).some(
    (wanted) => wanted === value || (wanted !== undefined && value !== undefined && String(wanted) === String(value)),
  );
}
