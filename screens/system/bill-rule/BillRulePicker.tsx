/**
 * The document-number (bill rule) picker of spec 002 section 2.6: a 1000 px dialog with the picker
 * page (categories, search, radio table, add/edit); confirm hands the chosen rule to `onSelect`.
 * For the form designer's billRule field kind and any screen that needs a rule.
 */
import '../../../widgets';
import { useMemo, useState } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../../../api';
import type { BillRuleApi } from '../../../api/bill-rule-client';
import type { DictionaryApi } from '../../../api/dictionary-client';
import { toFormatLanguage } from '../../../engine/format';
import { EnginePage, localText, type PageRow } from '../../../engine/page';
import { createDictionaryFormSource } from '../../common/dictionary-form-source';
import { t } from '../../../schemas/pages/page-texts';
import { billRulePickerPage } from '../../../schemas/pages/bill-rule';
import { billRuleHandlers, createBillRuleSource } from './bill-rule-source';

/** What the picker answers: the rule's code (stored as `__config__.rule`) and name (`ruleName`). */
export interface PickedBillRule {
  id: string;
  enCode: string;
  fullName: string;
}

export interface BillRulePickerProps {
  api: BillRuleApi;
  dictionaryApi: Pick<DictionaryApi, 'dataSelector'>;
  resolveUrl(path: string): string;
  notify(notice: Notice): void;
  onSelect(rule: PickedBillRule): void;
  onClose(): void;
}

const texts = { title: t('单据规则', 'Bill rules', '單據規則'), cancel: t('取消', 'Cancel', '取消'), confirm: t('确定', 'OK', '確定') };

export function BillRulePicker({ api, dictionaryApi, resolveUrl, notify, onSelect, onClose }: BillRulePickerProps) {
  const { i18n } = useTranslation();
  const language = toFormatLanguage(i18n.language);
  const source = useMemo(
    () => createBillRuleSource({ api, resolveUrl, form: createDictionaryFormSource(dictionaryApi) }),
    [api, dictionaryApi, resolveUrl],
  );
  const [chosen, setChosen] = useState<PageRow | null>(null);
  const confirm = () => {
    if (!chosen) return;
    onSelect({ id: String(chosen.id), enCode: String(chosen.enCode), fullName: String(chosen.fullName) });
    onClose();
  };
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && onClose()}
      closeOnInteractOutside={false}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content w="full" maxW="min(1000px, 95vw)" data-testid="bill-rule-picker">
            <Dialog.Header>
              <Dialog.Title>{localText(texts.title, language)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body bg="bg.subtle" p="3">
              <EnginePage
                schema={billRulePickerPage}
                dataSource={source}
                notify={notify}
                handlers={billRuleHandlers}
                onSelect={setChosen}
              />
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={onClose}>
                {localText(texts.cancel, language)}
              </Button>
              <Button size="sm" colorPalette="blue" disabled={!chosen} onClick={confirm}>
                {localText(texts.confirm, language)}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
