/**
 * The list's export (导出, reference 3.4 `Actions/ExportData`), as the original's export form: the rows
 * (the page shown, or every page under the same search) and the columns (all chosen at first); the
 * spreadsheet the server answers is handed to the browser.
 */
import { useState } from 'react';
import { Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import type { Notice } from '../../api';
import type { OnlineClient, OnlineListBody } from '../../api/online-client';
import { saveDownload } from '../../engine/page/download';
import { KIT_PALETTE } from '../../engine/page/kit';
import type { ColumnItem } from '../../schemas/online/column-data';

export interface ExportDialogProps {
  client: OnlineClient;
  modelId: string;
  columns: ColumnItem[];
  /** The list body of the rows shown. */
  shown: OnlineListBody;
  words: { title: string; range: string; page: string; all: string; columns: string; pickOne: string; cancel: string; confirm: string };
  notify(notice: Notice): void;
  onClose(): void;
}

export function ExportDialog({ client, modelId, columns, shown, words, notify, onClose }: ExportDialogProps) {
  const [dataType, setDataType] = useState<'0' | '1'>('0');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(columns.map((column) => column.prop)));
  const [busy, setBusy] = useState(false);
  const toggle = (prop: string, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(prop);
      else next.delete(prop);
      return next;
    });

  const run = async () => {
    const selectKey = columns.filter((column) => chosen.has(column.prop)).map((column) => column.prop);
    if (!selectKey.length) return notify({ type: 'error', message: words.pickOne, duration: 1500 });
    setBusy(true);
    try {
      const file = await client.exportData(modelId, { ...shown, selectKey: selectKey.join(','), dataType });
      saveDownload({ name: file.name, url: client.resolveUrl(file.url) });
      onClose();
    } catch {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && !busy && onClose()} placement="center" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="min(600px, 95vw)" data-testid="online-export">
            <Dialog.Header>
              <Dialog.Title>{words.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4" fontSize="sm">
                <Stack as="fieldset" gap="1">
                  <Text as="legend" fontWeight="medium" mb="1">
                    {words.range}
                  </Text>
                  <HStack gap="4">
                    {(['0', '1'] as const).map((type) => (
                      <label key={type}>
                        <input type="radio" name="online-export-range" checked={dataType === type} onChange={() => setDataType(type)} />{' '}
                        {type === '0' ? words.page : words.all}
                      </label>
                    ))}
                  </HStack>
                </Stack>
                <Stack as="fieldset" gap="1">
                  <Text as="legend" fontWeight="medium" mb="1">
                    {words.columns}
                  </Text>
                  <HStack gap="4" wrap="wrap">
                    {columns.map((column) => (
                      <label key={column.prop}>
                        <input
                          type="checkbox"
                          checked={chosen.has(column.prop)}
                          onChange={(event) => toggle(column.prop, event.target.checked)}
                        />{' '}
                        {column.label}
                      </label>
                    ))}
                  </HStack>
                </Stack>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={onClose} disabled={busy}>
                {words.cancel}
              </Button>
              <Button size="sm" colorPalette={KIT_PALETTE} loading={busy} onClick={() => void run()}>
                {words.confirm}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
