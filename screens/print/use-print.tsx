/**
 * Printing records with the templates a form offers (spec 002 section 2.8; the list's 批量打印): the
 * enabled templates among its ids, the chooser when there are several (one prints directly), the
 * records' print data (`Data` for one, `BatchData` for several, one page each), then the preview.
 * Without print services (功能设计's preview) it says 功能预览不支持打印.
 */
import { useCallback, useState, type ReactNode } from 'react';
import type { Notice } from '../../api';
import type { PrintOption, PrintPage } from '../../api/print-dev';
import { useBundleTranslation } from '../use-bundle-translation';
import { PRINT_NAMESPACE, printBundles } from './i18n';
import { PrintChooser } from './PrintChooser';
import { PrintPreview } from './PrintPreview';
import { usePrintServices } from './print-services';

/** A form's `printId` (one id, a comma list, or a list, by generation) or a list's `printIds`, as ids. */
export function printIdsOf(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return [
    ...new Set(
      items
        .filter((item): item is string => typeof item === 'string')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}

export interface PrintRequest {
  templateIds: readonly string[];
  recordIds: readonly string[];
}

type Shown = { kind: 'choose'; options: PrintOption[]; recordIds: readonly string[] } | { kind: 'preview'; pages: PrintPage[] };

export function usePrint({ notify, menuId }: { notify(notice: Notice): void; menuId?: string }) {
  const { t } = useBundleTranslation(PRINT_NAMESPACE, printBundles);
  const services = usePrintServices();
  const [shown, setShown] = useState<Shown | null>(null);
  const warn = useCallback((message: string) => notify({ type: 'warning', message, duration: 3000 }), [notify]);

  const open = useCallback(
    async (option: PrintOption, recordIds: readonly string[]) => {
      if (!services) return;
      setShown(null);
      try {
        const pages =
          recordIds.length === 1
            ? [await services.client.data(option.id, recordIds[0]!, menuId)]
            : await services.client.batchData(option.id, recordIds, menuId);
        setShown({ kind: 'preview', pages });
      } catch {
        // The request client has said why.
      }
    },
    [services, menuId],
  );

  const begin = useCallback(
    async ({ templateIds, recordIds }: PrintRequest) => {
      if (!services) return warn(t('inPreview'));
      if (!templateIds.length) return warn(t('noTemplate'));
      if (!recordIds.length) return warn(t('pickRows'));
      let options: PrintOption[];
      try {
        options = await services.client.options(templateIds);
      } catch {
        return;
      }
      if (!options.length) return warn(t('noOption'));
      if (options.length === 1) return open(options[0]!, recordIds);
      setShown({ kind: 'choose', options, recordIds });
    },
    [services, warn, t, open],
  );

  const start = useCallback((request: PrintRequest) => void begin(request), [begin]);
  const close = useCallback(() => setShown(null), []);
  let element: ReactNode = null;
  if (shown?.kind === 'choose')
    element = <PrintChooser options={shown.options} onChoose={(option) => void open(option, shown.recordIds)} onClose={close} />;
  else if (shown?.kind === 'preview' && services)
    element = <PrintPreview pages={shown.pages} services={services} notify={notify} onClose={close} />;
  return { start, element };
}
