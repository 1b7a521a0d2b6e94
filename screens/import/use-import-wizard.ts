/**
 * The import wizard's state (spec 002 section 4.1): step 1 upload, step 2 preview and edit, step 3
 * result. Next on step 1 needs an uploaded file, on step 2 at least one row; previous goes from 2 to 1.
 * Only the last uploaded file is kept; a failed upload removes it (the request client already showed
 * the server's message). Failed preview and import calls only stop the busy state.
 */
import { useCallback, useRef, useState } from 'react';
import type { ImportClient } from '../../api/import-client';
import { importExtensions, importMaxBytes, type ImportHeader, type ImportResult, type ImportRow } from '../../api/imports';

export type WizardStep = 0 | 1 | 2;

/** The chosen file: its name, and the server's name once uploaded. */
export interface ChosenFile {
  name: string;
  uploaded?: string;
}

/** A previewed row and the key that stays with it while rows above it are deleted. */
export interface EditableRow {
  key: number;
  values: ImportRow;
}

/** Why the wizard did not go on, as words of its bundle. */
export type WizardWarning = 'uploadFirst' | 'emptyData' | 'tooLarge' | 'wrongType';

export function useImportWizard(client: ImportClient, warn: (warning: WizardWarning) => void) {
  const [step, setStep] = useState<WizardStep>(0);
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [busy, setBusy] = useState(false);
  const [headers, setHeaders] = useState<ImportHeader[]>([]);
  const [rows, setRows] = useState<EditableRow[]>([]);
  const [result, setResult] = useState<ImportResult | null>(null);
  const nextKey = useRef(0);
  /** The upload whose answer counts: a later choice makes an earlier answer stale. */
  const latest = useRef(0);

  const run = useCallback(async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // The request client showed the server's message; the wizard stays where it is.
    } finally {
      setBusy(false);
    }
  }, []);

  const choose = useCallback(
    async (chosen: File) => {
      const extension = chosen.name.toLowerCase().split('.').pop() ?? '';
      if (!importExtensions.some((allowed) => allowed === extension)) return warn('wrongType');
      if (chosen.size > importMaxBytes) return warn('tooLarge');
      const attempt = ++latest.current;
      setFile({ name: chosen.name });
      try {
        const { name } = await client.upload(chosen, chosen.name);
        if (attempt === latest.current) setFile({ name: chosen.name, uploaded: name });
      } catch {
        if (attempt === latest.current) setFile(null);
      }
    },
    [client, warn],
  );

  const remove = useCallback(() => {
    latest.current++;
    setFile(null);
  }, []);

  const next = useCallback(async () => {
    if (step === 0) {
      if (!file?.uploaded) return warn('uploadFirst');
      const uploaded = file.uploaded;
      await run(async () => {
        const preview = await client.preview(uploaded);
        setHeaders(preview.headerRow);
        setRows(preview.dataRow.map((values) => ({ key: nextKey.current++, values })));
        setStep(1);
      });
    } else if (step === 1) {
      if (!rows.length) return warn('emptyData');
      await run(async () => {
        setResult(await client.importData(rows.map((row) => row.values)));
        setStep(2);
      });
    }
  }, [step, file, rows, client, run, warn]);

  const previous = useCallback(() => setStep((current) => (current === 1 ? 0 : current)), []);

  const editCell = useCallback((key: number, field: string, value: string) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, values: { ...row.values, [field]: value } } : row)));
  }, []);

  const removeRow = useCallback((key: number) => setRows((current) => current.filter((row) => row.key !== key)), []);

  /** A child table's rows of one row, changed by `change`. */
  const changeChildren = useCallback((key: number, group: string, change: (children: ImportRow[]) => ImportRow[]) => {
    setRows((current) =>
      current.map((row) => {
        if (row.key !== key) return row;
        const children = Array.isArray(row.values[group]) ? (row.values[group] as ImportRow[]) : [];
        return { ...row, values: { ...row.values, [group]: change(children) } };
      }),
    );
  }, []);

  const editChildCell = useCallback(
    (key: number, group: string, index: number, field: string, value: string) =>
      changeChildren(key, group, (children) => children.map((child, at) => (at === index ? { ...child, [field]: value } : child))),
    [changeChildren],
  );

  const removeChildRow = useCallback(
    (key: number, group: string, index: number) => changeChildren(key, group, (children) => children.filter((_, at) => at !== index)),
    [changeChildren],
  );

  return {
    step,
    file,
    busy,
    headers,
    rows,
    result,
    choose,
    remove,
    next,
    previous,
    run,
    editCell,
    removeRow,
    editChildCell,
    removeChildRow,
  };
}

export type ImportWizard = ReturnType<typeof useImportWizard>;
