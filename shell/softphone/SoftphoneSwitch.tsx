/** The settings drawer's switch of the softphone panel (`usingSoftphone`, ./softphone-flag.ts). */
import { ToggleSwitch } from '../../engine/page/kit';
import { SOFTPHONE_NAMESPACE, softphoneBundles } from '../../screens/softphone/i18n';
import { useBundleTranslation } from '../../screens/use-bundle-translation';
import { useSoftphoneFlag, writeSoftphoneFlag } from './softphone-flag';

export function SoftphoneSwitch() {
  const { t } = useBundleTranslation(SOFTPHONE_NAMESPACE, softphoneBundles);
  const on = useSoftphoneFlag();
  return <ToggleSwitch checked={on} onChange={writeSoftphoneFlag} label={t('panel')} labelPlacement="start" spread />;
}
