/**
 * A picker's dialog or drawer (spec 002 section 2.5), shared by popupSelect and relationForm: keyword with
 * 查询, 重置 and a refresh icon, the table of the page's rows (radio, or checkboxes when `multiple`), the
 * pager when the field pages, 取消 and 确定. It starts from the chosen ids; 确定 gives the checked ids with
 * their rows (a stored id whose row is not known has none) and in single mode needs one (section 5.4).
 */
import { useState, type ReactNode } from 'react';
import { Button, CloseButton, Dialog, Drawer, Flex, IconButton, Input, Portal } from '@chakra-ui/react';
import { useWidgetWords } from '../words';
import { PopupTable } from './PopupTable';
import type { PopupColumn } from './popup-source';
import type { PopupRow } from './row-lookup';
import type { PopupChoice } from './use-popup-choice';
import type { PopupPage } from './use-picker-page';
import { usePopupWords } from './words';

/** How the field's options shape its dialog. */
export interface PickerLook {
  popupType: 'dialog' | 'drawer';
  /** Empty: the words' 选择数据. */
  popupTitle?: string;
  /** CSS width of the dialog or drawer. */
  popupWidth: string;
}

export interface PickerDialogProps {
  /** The field: its label names the table, its options shape the dialog. */
  field: { label: string; options: PickerLook };
  page: PopupPage;
  columns: PopupColumn[];
  propsValue: string;
  relationField: string;
  multiple: boolean;
  hasPage: boolean;
  /** The page sizes offered (none: a fixed size). */
  pageSizes?: number[];
  chosen: PopupChoice[];
  onConfirm(chosen: PopupChoice[]): void;
  onCancel(): void;
}

export function PickerDialog(props: PickerDialogProps) {
  const p = usePopupWords();
  const { popupType, popupTitle, popupWidth } = props.field.options;
  const { onCancel } = props;
  const title = popupTitle ?? p('popupTitle');
  const body = <PickerBody {...props} />;
  if (popupType === 'drawer')
    return (
      <Drawer.Root open onOpenChange={(e) => !e.open && onCancel()} placement="end">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content w={`min(${popupWidth}, 100vw)`} maxW="none" aria-label={title}>
              <Drawer.Header>
                <Drawer.Title>{title}</Drawer.Title>
              </Drawer.Header>
              {body}
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    );
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onCancel()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={popupWidth} width="calc(100vw - 2rem)" aria-label={title}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {body}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function PickerBody(props: PickerDialogProps) {
  const { field, page, propsValue, multiple, chosen, onConfirm, onCancel } = props;
  const { popupType } = field.options;
  const w = useWidgetWords();
  const p = usePopupWords();
  const [keyword, setKeyword] = useState('');
  // Checked rows by id; a stored id whose row is not known keeps its id only.
  const [checked, setChecked] = useState(() => new Map<string, PopupRow | undefined>(chosen.map(({ id, row }) => [id, row])));
  const check = (row: PopupRow) => {
    const id = String(row[propsValue] ?? '');
    setChecked((before) => {
      if (!multiple) return new Map<string, PopupRow | undefined>([[id, row]]);
      const next = new Map(before);
      if (next.has(id)) next.delete(id);
      else next.set(id, row);
      return next;
    });
  };
  return (
    <>
      <Part kind={popupType} part="body">
        <Flex gap="2" mb="3" align="center">
          <Input
            size="sm"
            maxW="60"
            aria-label={p('keyword')}
            placeholder={p('keywordPlaceholder')}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                page.search(keyword);
              }
            }}
          />
          <Button size="sm" colorPalette="blue" onClick={() => page.search(keyword)}>
            {p('query')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              setKeyword('');
              page.search('');
            }}
          >
            {p('reset')}
          </Button>
          <IconButton size="sm" variant="ghost" ms="auto" aria-label={p('refresh')} onClick={page.refresh}>
            ⟳
          </IconButton>
        </Flex>
        <PopupTable
          label={field.label}
          columns={props.columns}
          page={page}
          propsValue={propsValue}
          relationField={props.relationField}
          multiple={multiple}
          hasPage={props.hasPage}
          isChecked={(id) => checked.has(id)}
          onCheck={check}
          pageSizes={props.pageSizes}
        />
      </Part>
      <Part kind={popupType} part="footer">
        <Button size="sm" variant="outline" onClick={onCancel}>
          {w('cancel')}
        </Button>
        <Button
          size="sm"
          colorPalette="blue"
          onClick={() => {
            // Confirm in single mode needs a checked row (spec 002 sections 4.2 and 5.4).
            if (!multiple && checked.size === 0) return;
            onConfirm([...checked].map(([id, row]) => ({ id, row })));
          }}
        >
          {w('confirm')}
        </Button>
      </Part>
    </>
  );
}

function Part({ kind, part, children }: { kind: 'dialog' | 'drawer'; part: 'body' | 'footer'; children: ReactNode }) {
  if (kind === 'drawer') return part === 'body' ? <Drawer.Body>{children}</Drawer.Body> : <Drawer.Footer>{children}</Drawer.Footer>;
  return part === 'body' ? <Dialog.Body>{children}</Dialog.Body> : <Dialog.Footer>{children}</Dialog.Footer>;
}
