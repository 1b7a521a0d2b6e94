/** The serial-number rule screen (menu system/billRule): a page schema rendered by the page engine. */
import '../../../widgets';
import { useMemo } from 'react';
import { Box } from '@chakra-ui/react';
import type { Notice } from '../../../api';
import type { BillRuleApi } from '../../../api/bill-rule-client';
import type { DictionaryApi } from '../../../api/dictionary-client';
import { EnginePage } from '../../../engine/page';
import { createDictionaryFormSource } from '../../common/dictionary-form-source';
import { billRulePage } from '../../../schemas/pages/bill-rule';
import { billRuleHandlers, createBillRuleSource } from './bill-rule-source';

export interface BillRuleScreenProps {
  api: BillRuleApi;
  dictionaryApi: Pick<DictionaryApi, 'dataSelector'>;
  resolveUrl(path: string): string;
  notify(notice: Notice): void;
}

export function BillRuleScreen({ api, dictionaryApi, resolveUrl, notify }: BillRuleScreenProps) {
  const source = useMemo(
    () => createBillRuleSource({ api, resolveUrl, form: createDictionaryFormSource(dictionaryApi) }),
    [api, dictionaryApi, resolveUrl],
  );
  return (
    <Box p="3" data-testid="bill-rule-screen">
      <EnginePage schema={billRulePage} dataSource={source} notify={notify} handlers={billRuleHandlers} />
    </Box>
  );
}
