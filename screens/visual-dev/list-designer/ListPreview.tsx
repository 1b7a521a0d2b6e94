/**
 * The list as its menu will show it, live: the runtime's own list page (../../online/OnlineModelScreen.tsx
 * `OnlineModelPage`: the search form, buttons, columns, layout, order, paging and totals compiled from the
 * list being designed) over sample records made from the form (./sample-records.ts) and answered as the
 * server would (./sample-client.ts). Compiled again a moment after the design stops changing; every grant
 * switch off and nothing saved, as 预览.
 */
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { Box, Spinner, Text } from '@chakra-ui/react';
import type { Notice } from '../../../api';
import type { OnlineClient } from '../../../api/online-client';
import { formKinds, loadKinds, type DataSource, type OptionItem } from '../../../engine';
import { onlineModelOf, type OnlineModel } from '../../online/online-model';
import { OnlineModelPage } from '../../online/OnlineModelScreen';
import { createSampleClient } from './sample-client';
import { dictionariesOf, sampleRows } from './sample-records';

/** How long the design must rest before the preview follows it. */
const settleMs = 300;

export interface ListPreviewProps {
  formData: string;
  columnData: string;
  formSource: DataSource;
  notify(notice: Notice): void;
  words: { title: string; hint: string; noForm: string; broken: (message: string) => string; noSave: string; loading: string };
}

interface Shown {
  model: OnlineModel;
  client: OnlineClient;
  /** Each compilation mounts the page afresh (its search and page start over). */
  key: number;
}

type Json = Record<string, unknown>;

function parsed(text: string): Json | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
  } catch {
    return undefined;
  }
}

export const ListPreview = memo(function ListPreview({ formData, columnData, formSource, notify, words }: ListPreviewProps) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const dictionaries = useRef(new Map<string, OptionItem[]>());
  const compiled = useRef(0);

  useEffect(() => {
    const form = parsed(formData);
    if (!form || !Array.isArray(form.fields)) {
      setShown(null);
      setProblem(words.noForm);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      void (async () => {
        try {
          // The dictionaries the form's choices read, once each, so the samples hold real entries.
          const missing = dictionariesOf(form).filter((name) => !dictionaries.current.has(name));
          await Promise.all(
            missing.map((name) =>
              formSource.dictionary(name).then(
                (items) => dictionaries.current.set(name, items),
                () => dictionaries.current.set(name, []),
              ),
            ),
          );
          const list = parsed(columnData || '{}') ?? {};
          const parentField = Number(list.type) === 5 && typeof list.parentField === 'string' ? list.parentField : undefined;
          const rows = sampleRows({ form, dictionaries: dictionaries.current, parentField });
          const client = createSampleClient({ formData, columnData: columnData || '{}', rows, notify, message: words.noSave });
          const model = onlineModelOf('list-designer', await client.config('list-designer'));
          await loadKinds(formKinds(model.form));
          if (!current) return;
          compiled.current += 1;
          setShown({ model, client, key: compiled.current });
          setProblem(null);
        } catch (error) {
          if (current) setProblem(words.broken(error instanceof Error ? error.message : String(error)));
        }
      })();
    }, settleMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [formData, columnData, formSource, notify, words]);

  // The page draws again only when compiled again, not on each edit of the design meanwhile.
  const page = useMemo(
    () => shown && <OnlineModelPage key={shown.key} model={shown.model} client={shown.client} formSource={formSource} notify={notify} />,
    [shown, formSource, notify],
  );
  return (
    <Box data-testid="list-designer-preview" display="flex" flexDirection="column" gap="1">
      <Text fontWeight="medium" fontSize="sm">
        {words.title}{' '}
        <Text as="span" fontWeight="normal" fontSize="xs" color="fg.muted">
          {words.hint}
        </Text>
      </Text>
      {problem && (
        <Text fontSize="xs" color={shown ? 'fg.warning' : 'fg.muted'}>
          {problem}
        </Text>
      )}
      <Box borderWidth="1px" borderRadius="md" bg="bg.subtle" opacity={problem && shown ? 0.6 : 1} minH="120px">
        {shown ? (
          <Box bg="bg" m="2" borderRadius="md">
            {page}
          </Box>
        ) : (
          !problem && <Spinner m="4" aria-label={words.loading} />
        )}
      </Box>
    </Box>
  );
});
