/**
 * Related-form links in a generated form (spec 002 section 2.8: a related-form link opens a nested
 * detail): the screen's data source gets a `relations.open` that loads the related form's configuration,
 * compiles it and shows the record's detail over the current screen, in that form's own frame
 * (`popupType`). A detail can open another; closing one returns to the one below. A user who reaches the
 * related form only through the relation sees the fields the relation names (docs/online-dev.md), and no
 * change history (that stays with the form's own menus).
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { Notice } from '../../api';
import { errorMessage } from '../../api/http-client';
import type { OnlineClient } from '../../api/online-client';
import { compileJnpfForm, formKinds, loadKinds, type CompiledForm, type DataSource, type JnpfField } from '../../engine';
import { toFormatLanguage } from '../../engine/format';
import { useBundleTranslation } from '../use-bundle-translation';
import { ONLINE_NAMESPACE, onlineBundles } from './i18n';
import { OnlineDetail } from './OnlineDetail';

interface Opened {
  key: number;
  modelId: string;
  id: string;
  form?: CompiledForm;
}

/** The data source with `relations.open`, and the nested details to render after the screen. */
export function useRelatedDetails(
  client: OnlineClient,
  formSource: DataSource,
  notify: (notice: Notice) => void,
): { dataSource: DataSource; details: ReactNode } {
  const { t, i18n } = useBundleTranslation(ONLINE_NAMESPACE, onlineBundles);
  const language = toFormatLanguage(i18n.language);
  const [stack, setStack] = useState<Opened[]>([]);

  const open = useCallback(
    (modelId: string, id: string) => {
      const key = Date.now() + Math.random();
      setStack((list) => [...list, { key, modelId, id }]);
      client
        .config(modelId)
        .then(async (config) => {
          const form = compileJnpfForm(JSON.parse(config.formData || '{}') as { fields?: JnpfField[] });
          await loadKinds(formKinds(form));
          setStack((list) => list.map((item) => (item.key === key ? { ...item, form } : item)));
        })
        .catch((error: unknown) => {
          notify({ type: 'error', message: errorMessage(error), duration: 3000 });
          setStack((list) => list.filter((item) => item.key !== key));
        });
    },
    [client, notify],
  );

  const dataSource = useMemo<DataSource>(
    () => (formSource.relations ? { ...formSource, relations: { ...formSource.relations, open } } : formSource),
    [formSource, open],
  );

  const words = {
    history: t('history'),
    noHistory: t('noHistory'),
    empty: t('empty'),
    type: (type: number) => t(`types.${type}`),
    rows: (count: number) => t('rows', { count }),
    detail: t('detail'),
    back: t('back'),
    close: t('close'),
  };
  const details = stack.map((item) =>
    item.form ? (
      <OnlineDetail
        key={item.key}
        client={client}
        modelId={item.modelId}
        form={item.form}
        id={item.id}
        dataSource={dataSource}
        permissions={null}
        language={language}
        words={words}
        history={false}
        onClose={() => setStack((list) => list.filter((other) => other.key !== item.key))}
      />
    ) : null,
  );
  return { dataSource, details };
}
