/**
 * One chunked uploader per set of file services (a screen's `DataSource.files`): every uploadFz field
 * of the screen adds its files to it, and the floating panel (UploaderPanel.tsx) shows them all.
 */
import { useSyncExternalStore } from 'react';
import type { FileServices } from '../../../api/file-client';
import { ChunkUploader, type TaskView } from './uploader';

const uploaders = new WeakMap<FileServices, ChunkUploader>();

export function uploaderOf(services: FileServices): ChunkUploader {
  let uploader = uploaders.get(services);
  if (!uploader) {
    uploader = new ChunkUploader({
      api: services.api,
      notify: (notice) => services.notify(notice),
      log: (message, detail) => console.warn(`uploader: ${message}`, detail),
    });
    uploaders.set(services, uploader);
    services.onUse?.();
  }
  return uploader;
}

const none: readonly TaskView[] = [];
const noUploader = { subscribe: () => () => undefined, getSnapshot: () => none };

/** The uploader's files, re-rendering on every change (none without an uploader). */
export function useUploaderTasks(uploader: ChunkUploader | undefined): readonly TaskView[] {
  const source = uploader ?? noUploader;
  return useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
}
