/**
 * The upload kinds' stories: a one-field form (KindStory) whose data source carries file services held
 * in memory (stories/fixtures/file-services.ts: no server), their notices in a toaster, and the floating
 * uploader panel mounted beside the form as a screen mounts it.
 */
import { useMemo } from 'react';
import { createToaster, Portal, Toast, Toaster } from '@chakra-ui/react';
import type { Notice } from '../../api/http-client';
import { createMemoryDataSource, type DataSource } from '../../engine';
import { UploaderPanel } from '../../widgets/kit/uploader/UploaderPanel';
import { createFakeFileServices, type FakeFilesInit } from '../fixtures/file-services';
import { KindCellStory } from './kind-cell-story';
import { KindStory, type KindStoryProps } from './kind-story';

const toaster = createToaster({ placement: 'top', max: 3 });
const notify = (notice: Notice) => toaster.create({ type: notice.type, title: notice.message, duration: notice.duration });

/** A data source with in-memory file services: notices to the toaster, downloads to the console. */
export function uploadDataSource(init: FakeFilesInit = {}): DataSource {
  const files = createFakeFileServices({
    latency: 250,
    previews: { '20260101_a1.pdf': 'data:application/pdf;base64,', '20260101_d4.txt': `data:text/plain;charset=utf-8,${encodeURIComponent('运行记录：1 号泵站压力正常。')}` },
    notify,
    open: (url, name) => console.info('download', name, url),
    ...init,
  });
  return { ...createMemoryDataSource(), files };
}

export interface UploadStoryProps extends Omit<KindStoryProps, 'dataSource'> {
  files?: FakeFilesInit;
  /** The list-cell rendering of the values instead of the form. */
  cell?: boolean;
}

export function UploadStory({ files, cell, ...props }: UploadStoryProps) {
  const dataSource = useMemo(() => uploadDataSource(files), [files]);
  return (
    <>
      {cell ? (
        <KindCellStory fields={props.fields} rows={[props.values ?? {}]} dataSource={dataSource} />
      ) : (
        <KindStory {...props} dataSource={dataSource} />
      )}
      <UploaderPanel services={dataSource.files} />
      <Portal>
        <Toaster toaster={toaster}>
          {(toast) => (
            <Toast.Root>
              <Toast.Indicator />
              <Toast.Title>{toast.title}</Toast.Title>
            </Toast.Root>
          )}
        </Toaster>
      </Portal>
    </>
  );
}
