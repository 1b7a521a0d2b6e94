/**
 * The document-number (bill rule) picker of spec 002 section 2.6: a 1000 px dialog with the picker
 * page (categories, search, radio table, add/edit) over the bill-rule resource; confirm hands the
 * chosen rule to `onSelect`. For the form designer's billRule field kind and any screen that needs a rule.
 */
import '../../../widgets';
import { useMemo, useState } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../../../api';
import type { DictionaryApi } from '../../../api/dictionary-client';
import type { ResourceClient } from '../../../api/resource-client';
import { toFormatLanguage } from '../../../engine/format';
import { EnginePage, localText, type PageRow } from '../../../engine/page';
import { billRulePickerPage } from '../../../schemas/pages/bill-rule';
import { t } from '../../../schemas/pages/page-texts';
import { billRuleResource } from '../../../schemas/resources/bill-rule';
import { createDictionaryFormSource } from '../../common/dictionary-form-source';
import { createResourceSource, resourceHandlers } from '../../resource/resource-source';

/** What the picker answers: the rule's code (stored as `__config__.rule`) and name (`ruleName`). */
export interface PickedBillRule {
  id: string;
  enCode: string;
  fullName: string;
}

export interface BillRulePickerProps {
  /** The bill-rule resource's client (`createResourceClient(http, billRuleResource.path)`). */
  client: ResourceClient;
  dictionaryApi: Pick<DictionaryApi, 'dataSelector'>;
  notify(notice: Notice): void;
  onSelect(rule: PickedBillRule): void;
  onClose(): void;
}

const texts = { title: t('单据规则', 'Bill rules', '單據規則'), cancel: t('取消', 'Cancel', '取消'), confirm: t('确定', 'OK', '確定') };

export function BillRulePicker({ client, dictionaryApi, notify, onSelect, onClose }: BillRulePickerProps) {
  const { i18n } = useTranslation();
  const language = toFormatLanguage(i18n.language);
  const source = useMemo(
    () => createResourceSource(billRuleResource, client, createDictionaryFormSource(dictionaryApi)),
    [client, dictionaryApi],
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
                handlers={resourceHandlers[billRuleResource.name]}
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
