/**
 * Editing a generated form's record in its list row (layout 4, 编辑表格): 编辑 loads the record as the
 * form dialog does (the menu's form grants applied) and turns the row's editable cells (./inline-row.ts)
 * into the fields' own edit views, over one form controller, so the form's rules, options and grants
 * hold; 新增 adds an empty row at the top with the form's defaults. 保存 checks the whole record as the
 * form does (a message under the cell; a field the row does not show is named in a notice) and sends
 * the update or create call; the saved values show in the row at once, then the list reloads. A refusal
 * of the server is shown by the client and the row keeps what was typed; 取消 drops the changes.
 * docs/online-runtime.md "Layouts".
 */
import { useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Box, Button, Spinner } from '@chakra-ui/react';
import type { Notice } from '../../api';
import type { OnlineClient } from '../../api/online-client';
import {
  FormController,
  formKinds,
  formNeedsValidator,
  loadKinds,
  loadRjsf,
  loadValidator,
  type CompiledForm,
  type DataSource,
  type EngineLanguage,
} from '../../engine';
import type { ColumnConfig, CustomActionContext, PageRow, RowEditing } from '../../engine/page';
import { KIT_PALETTE } from '../../engine/page/kit';
import { CONTROL_HEIGHT, widgetSizeOf } from '../../engine/renderer/widget-size';
import { formStyles } from '../../engine/renderer/form-styles';
import { LooseField, LooseFields, looseFieldId } from '../../engine/renderer/LooseFields';
import type { ColumnData } from '../../schemas/online/column-data';
import { NEW_ROW_KEY, rowEditableFields } from './inline-row';
import { recordValues, savedValues } from './record-form';

export interface InlineEditInput {
  client: OnlineClient;
  modelId: string;
  menuId?: string;
  form: CompiledForm;
  columnData: ColumnData;
  dataSource: DataSource;
  /** The form-permission codes of the menu (null: every field). */
  permissions: readonly string[] | null;
  language: EngineLanguage;
  words: { save: string; cancel: string };
  notify(notice: Notice): void;
}

/** One opening of a row: the record (none for a new row) and how to show the list's change. */
interface Session {
  key: string;
  id?: string;
  refresh(): void;
  patchRow: CustomActionContext['patchRow'];
}

const EMPTY_ROW: PageRow = {};
/** How long the saved message shows (as the form dialog's). */
const SAVED_TOAST = 1500;

export function useInlineEdit({
  client,
  modelId,
  menuId,
  form,
  columnData,
  dataSource,
  permissions,
  language,
  words,
  notify,
}: InlineEditInput) {
  const [session, setSession] = useState<Session | null>(null);
  const [loaded, setLoaded] = useState<{ session: Session; controller: FormController } | null>(null);
  const [busy, setBusy] = useState(false);
  const idPrefix = `inline${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const editable = useMemo(() => rowEditableFields(form, columnData), [form, columnData]);

  useEffect(() => {
    if (!session) return;
    let current = true;
    Promise.all([
      session.id ? client.info(modelId, session.id).then((record) => recordValues(record.data)) : undefined,
      loadKinds(formKinds(form)),
      loadRjsf(),
      formNeedsValidator(form) ? loadValidator() : undefined,
    ]).then(
      ([values]) =>
        current && setLoaded({ session, controller: new FormController(form, { initialValues: values, language, permissions }) }),
      // The record is gone or not the caller's: the client said why; the row goes back to showing.
      () => current && setSession(null),
    );
    return () => {
      current = false;
    };
    // One load per opening; the language and grants of that moment seed the controller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session]);

  /** Edits `row` where it stands, or adds a row at the top when there is none; another row being edited is dropped. */
  const start = useCallback((row: PageRow | undefined, context: Pick<CustomActionContext, 'refresh' | 'patchRow'>) => {
    const id = row ? String(row.id) : undefined;
    setBusy(false);
    setSession({ key: id ?? NEW_ROW_KEY, id, refresh: context.refresh, patchRow: context.patchRow });
  }, []);

  const controller = loaded && loaded.session === session ? loaded.controller : null;

  const save = async () => {
    if (!session || !controller || busy) return;
    const checked = controller.submit();
    if (!checked.valid) {
      const [first] = checked.errors;
      const name = String(first?.[0] ?? '');
      const element = editable.has(name) ? document.getElementById(looseFieldId(idPrefix, name)) : null;
      if (element) element.focus();
      else notify({ type: 'error', message: controller.store.getErrors(first!)?.[0] ?? '', duration: SAVED_TOAST });
      return;
    }
    setBusy(true);
    const values = savedValues(controller.getValues(), permissions);
    const body = { data: JSON.stringify(values), ...(menuId ? { menuId } : {}) };
    try {
      const answer = session.id ? await client.update(modelId, session.id, body) : await client.create(modelId, body);
      if (answer.msg) notify({ type: 'success', message: answer.msg, duration: SAVED_TOAST });
      if (session.id) session.patchRow(session.key, (row) => ({ ...row, ...values }));
      setSession(null);
      session.refresh();
    } catch {
      // The client showed the server's message; the row stays open with what was typed.
    } finally {
      setBusy(false);
    }
  };

  const cellStyles = useMemo(
    () => ({
      ...formStyles(form.settings.labelWidth, form.settings.gutter, CONTROL_HEIGHT[widgetSizeOf(form.settings.size)]),
      '& .ef-item': { marginBottom: 0, minWidth: '8rem' },
    }),
    [form.settings],
  );

  const rowEditing: RowEditing | null = session
    ? {
        rowKey: session.key,
        ...(session.id ? {} : { newRow: EMPTY_ROW }),
        cell: (column: ColumnConfig): ReactNode | undefined => {
          if (!editable.has(column.prop)) return undefined;
          if (!controller) return <Spinner size="xs" />;
          // A field the menu's form grants hide stays as the list shows it.
          if (!controller.isVisible(column.prop)) return undefined;
          return (
            <Box css={cellStyles} textAlign="start">
              <LooseFields controller={controller} dataSource={dataSource} idPrefix={idPrefix} language={language}>
                <LooseField name={column.prop} />
              </LooseFields>
            </Box>
          );
        },
        buttons: (
          <>
            <Button
              size="xs"
              variant="plain"
              px="1"
              colorPalette={KIT_PALETTE}
              loading={busy}
              disabled={!controller}
              data-action="rowSave"
              onClick={() => void save()}
            >
              {words.save}
            </Button>
            <Button
              size="xs"
              variant="plain"
              px="1"
              colorPalette="red"
              disabled={busy}
              data-action="rowCancel"
              onClick={() => setSession(null)}
            >
              {words.cancel}
            </Button>
          </>
        ),
      }
    : null;

  return { start, rowEditing };
}
