/** The serial-number rule screen (menu system/billRule) wired to the services. */
import { useMemo } from 'react';
import { createBillRuleApi } from '../../api/bill-rule-client';
import { createDictionaryApi } from '../../api/dictionary-client';
import { BillRuleScreen } from '../../screens/system/bill-rule/BillRuleScreen';
import { useServices } from '../services';

export function BillRuleRoute() {
  const { http, notify } = useServices();
  const api = useMemo(() => createBillRuleApi(http), [http]);
  const dictionaryApi = useMemo(() => createDictionaryApi(http), [http]);
  return <BillRuleScreen api={api} dictionaryApi={dictionaryApi} resolveUrl={http.resolveUrl} notify={notify} />;
}
