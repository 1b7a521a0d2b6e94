/**
 * Mounts the files of a generated screen (the code generator's `<ClassName>Screen.tsx` renders this with
 * its files; docs/visual-dev.md "Code generator"): the model read from them (./compiled-model.ts), its
 * kinds loaded, then the page its web type shows (form only, data view, or list with its dialogs), with
 * related-form details as the menu's screen opens them.
 */
import { useEffect, useMemo, useState } from 'react';
import { Center, Spinner } from '@chakra-ui/react';
import type { Notice } from '../../api';
import type { OnlineClient } from '../../api/online-client';
import { formKinds, loadKinds, type DataSource } from '../../engine';
import { compiledOnlineModel, type CompiledOnlineFiles } from './compiled-model';
import { DataViewScreen } from './DataViewScreen';
import { OnlineFormOnly } from './OnlineFormOnly';
import { OnlineModelPage } from './OnlineModelScreen';
import { useRelatedDetails } from './related-details';

export type { CompiledOnlineFiles } from './compiled-model';

export interface CompiledOnlineScreenProps {
  /** The OnlineDev calls (`createOnlineClient(http)`). */
  client: OnlineClient;
  /** The menu the screen is shown in: its grants and data rules apply. */
  menuId?: string;
  /** What the form's fields and the list's cells read: dictionaries, pickers, names of stored ids, files. */
  formSource: DataSource;
  notify(notice: Notice): void;
}

export function CompiledOnlineScreen({
  files,
  client,
  menuId,
  formSource,
  notify,
}: CompiledOnlineScreenProps & { files: CompiledOnlineFiles }) {
  const model = useMemo(() => compiledOnlineModel(files), [files]);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let current = true;
    // A kind whose views fail to load draws as unsupported: the screen shows either way.
    const done = () => current && setReady(true);
    loadKinds(formKinds(model.form)).then(done, done);
    return () => {
      current = false;
    };
  }, [model]);
  const related = useRelatedDetails(client, formSource, notify);
  if (!ready)
    return (
      <Center minH="30vh">
        <Spinner />
      </Center>
    );
  const Shown = model.webType === 1 ? OnlineFormOnly : model.webType === 4 ? DataViewScreen : OnlineModelPage;
  return (
    <>
      <Shown model={model} client={client} menuId={menuId} formSource={related.dataSource} notify={notify} />
      {related.details}
    </>
  );
}
