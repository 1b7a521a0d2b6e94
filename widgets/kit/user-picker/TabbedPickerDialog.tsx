/**
 * The 800 px dialog of the user and role pickers (spec 002 section 2.6): tabs of sources on the left
 * (each with its own keyword search), the chosen items on the right with 清空列表; 确定 emits them,
 * 取消 restores what was there (section 4.2). In single mode a pick replaces the chosen item; in
 * multiple mode it is appended once (section 5.4). Which rows may be picked is the panes' business.
 * The approver picker (ApproverPicker.tsx) is the same dialog, 450 px wide, without the chosen list,
 * and refusing to confirm without a choice (`check`).
 */
import { memo, useMemo, useState, type ReactNode } from 'react';
import { Box, Button, Dialog, Flex, Portal, Text } from '@chakra-ui/react';
import { useInWarmUp } from '../dialog-warm-up';
import { useWidgetWords } from '../words';
import type { PickedEntry } from './entries';

/** One chosen item: the entry it stores and the name shown for it. */
export interface PickedItem {
  entry: PickedEntry;
  label: string;
}

/** What a tab's pane is given: whether an entry is chosen, and how to pick one. */
export interface PaneProps {
  title: string;
  multiple: boolean;
  isChosen: (stored: string) => boolean;
  pick: (item: PickedItem) => void;
}

export interface PickerTab {
  key: string;
  label: string;
  render: (pane: PaneProps) => ReactNode;
}

export interface TabbedPickerDialogProps {
  open: boolean;
  title: string;
  multiple: boolean;
  tabs: PickerTab[];
  initial: PickedItem[];
  onConfirm: (chosen: PickedItem[]) => void;
  onCancel: () => void;
  /** Width in px (default 800, spec 002 section 9.2). */
  width?: number;
  /** The chosen items on the right with 清空列表 (default true); without it the chosen row is marked in its tab. */
  chosenList?: boolean;
  /** A message refusing to confirm these items (shown in the dialog until the next pick), or undefined to confirm. */
  check?: (chosen: PickedItem[]) => string | undefined;
}

/** The chosen list's height: the panes' row window plus their search box. */
const LIST_HEIGHT = 384;

function TabbedPickerDialogImpl(props: TabbedPickerDialogProps) {
  const warmUp = useInWarmUp();
  return (
    <Dialog.Root open={props.open} onOpenChange={(e) => !e.open && props.onCancel()} placement="center" lazyMount unmountOnExit>
      <Portal disabled={warmUp}>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={`${props.width ?? 800}px`} width="calc(100vw - 2rem)" aria-label={props.title}>
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            {/* Mounted at each opening: it starts from the field's value (cancel restores it). */}
            <PickerBody {...props} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function PickerBody({ title, multiple, tabs, initial, onConfirm, onCancel, chosenList = true, check }: TabbedPickerDialogProps) {
  const w = useWidgetWords();
  const [kept, setChosen] = useState<PickedItem[]>(initial);
  // Names of the field's entries may arrive after the dialog opened: a nameless item takes the field's.
  const chosen = useMemo(() => {
    const names = new Map(initial.map((item) => [item.entry.stored, item.label]));
    return kept.map((item) => (item.label ? item : { ...item, label: names.get(item.entry.stored) ?? '' }));
  }, [kept, initial]);
  const [refusal, setRefusal] = useState<string>();
  const [active, setActive] = useState(tabs[0]?.key);
  const tab = tabs.find((t) => t.key === active) ?? tabs[0];

  const pane: PaneProps = {
    title,
    multiple,
    isChosen: (stored) => chosen.some((item) => item.entry.stored === stored),
    pick: (item) => {
      setRefusal(undefined);
      if (!multiple) setChosen([item]);
      else setChosen((list) => (list.some((c) => c.entry.stored === item.entry.stored) ? list : [...list, item]));
    },
  };

  return (
    <>
      <Dialog.Body>
        <Flex gap="4" align="stretch">
          <Box flex="1" minW="0" borderWidth="1px" borderRadius="md" p="2">
            {tabs.length > 1 && (
              <Flex role="tablist" aria-label={title} gap="1" mb="2" borderBottomWidth="1px">
                {tabs.map((t) => (
                  <Button
                    key={t.key}
                    role="tab"
                    id={`picker-tab-${t.key}`}
                    aria-selected={t.key === tab?.key}
                    size="xs"
                    variant="ghost"
                    borderRadius="0"
                    borderBottomWidth="2px"
                    borderBottomColor={t.key === tab?.key ? 'blue.500' : 'transparent'}
                    color={t.key === tab?.key ? 'blue.600' : undefined}
                    onClick={() => setActive(t.key)}
                  >
                    {t.label}
                  </Button>
                ))}
              </Flex>
            )}
            {/* Keyed by tab: each tab starts with its own keyword and scroll. */}
            <Box role={tabs.length > 1 ? 'tabpanel' : undefined} key={tab?.key}>
              {tab?.render(pane)}
            </Box>
          </Box>
          {chosenList && (
            <Box flex="1" minW="0" borderWidth="1px" borderRadius="md" p="2" display="flex" flexDirection="column">
              <Flex justify="space-between" align="center" mb="2" minH="8">
                <Text fontSize="sm" fontWeight="medium">
                  {w('pickerChosen')}
                </Text>
                <Button size="xs" variant="ghost" onClick={() => setChosen([])} disabled={chosen.length === 0}>
                  {w('pickerClearList')}
                </Button>
              </Flex>
              <Box as="ul" role="list" aria-label={w('pickerChosen')} height={`${LIST_HEIGHT}px`} overflowY="auto">
                {chosen.map((item) => (
                  <Flex
                    as="li"
                    key={item.entry.stored}
                    align="center"
                    justify="space-between"
                    gap="2"
                    px="2"
                    py="1"
                    fontSize="sm"
                    _hover={{ bg: 'bg.muted' }}
                  >
                    <Text truncate title={item.label}>
                      {item.label}
                    </Text>
                    <Button
                      size="2xs"
                      variant="ghost"
                      aria-label={`${w('pickerRemove')} ${item.label}`}
                      onClick={() => setChosen((list) => list.filter((c) => c.entry.stored !== item.entry.stored))}
                    >
                      ×
                    </Button>
                  </Flex>
                ))}
              </Box>
            </Box>
          )}
        </Flex>
      </Dialog.Body>
      <Dialog.Footer>
        {refusal && (
          <Text role="alert" fontSize="sm" color="fg.error" me="auto">
            {refusal}
          </Text>
        )}
        <Button size="sm" variant="outline" onClick={onCancel}>
          {w('cancel')}
        </Button>
        <Button
          size="sm"
          colorPalette="blue"
          onClick={() => {
            const message = check?.(chosen);
            if (message) setRefusal(message);
            else onConfirm(chosen);
          }}
        >
          {w('confirm')}
        </Button>
      </Dialog.Footer>
    </>
  );
}

export const TabbedPickerDialog = memo(TabbedPickerDialogImpl);
