/**
 * The preview of a stored file (spec 002 sections 2.7, 7.2 and 8): png, jpg, jpeg, bmp and gif open in
 * the image viewer; pdf and txt ask the server for their preview address (the token appended) and show
 * it in a frame of a full-screen dialog, or, when there is none, warn '文件不存在' and close; other types
 * (which the server does not show inline) get the same dialog offering their download.
 */
import { memo, useEffect, useState } from 'react';
import { Box, Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { FileServices } from '../../../api/file-client';
import { displayFileName, previewImageExtensions, type FileValue } from '../../../api/files';
import { extensionOf } from './chunk-plan';
import { downloadFile } from './download';
import { ImageViewer } from './ImageViewer';
import type { UploadWords } from './words';

export interface PreviewDialogProps {
  /** The file to show; null: closed. */
  file: FileValue | null;
  services: FileServices;
  /** The upload type of the download call (`annex`). */
  type: string;
  /** Offer the download button. */
  canDownload?: boolean;
  onClose: () => void;
  u: UploadWords;
  /** How long the warning shows. */
  noticeDuration: number;
}

const framed = new Set(['pdf', 'txt']);

export function fileExtension(file: Pick<FileValue, 'name' | 'fileExtension' | 'fileId'>): string {
  return (file.fileExtension?.replace(/^\./, '') || extensionOf(file.name) || extensionOf(file.fileId)).toLowerCase();
}

export function isPreviewImage(file: Pick<FileValue, 'name' | 'fileExtension' | 'fileId'>): boolean {
  return (previewImageExtensions as readonly string[]).includes(fileExtension(file));
}

type Shown = { state: 'asking' } | { state: 'frame'; address: string } | { state: 'download' };

function DocumentPreview({ file, services, type, canDownload = true, onClose, u, noticeDuration }: PreviewDialogProps & { file: FileValue }) {
  const framedType = framed.has(fileExtension(file));
  const [shown, setShown] = useState<Shown>(framedType ? { state: 'asking' } : { state: 'download' });
  useEffect(() => {
    if (!framedType) return;
    let live = true;
    services.api
      .preview({ fileName: file.fileId, fileVersionId: file.fileVersionId, fileDownloadUrl: file.url, type })
      .then(
        (address) => {
          if (!live) return;
          if (!address) {
            services.notify({ type: 'warning', message: u('noPreview'), duration: noticeDuration });
            onClose();
            return;
          }
          setShown({ state: 'frame', address });
        },
        () => live && onClose(),
      );
    return () => {
      live = false;
    };
    // Asked once per file shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file]);

  const name = displayFileName(file.name);
  if (shown.state === 'asking') return null;
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size="full" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={name}>
            <Dialog.Header display="flex" alignItems="center" gap="3">
              <Dialog.Title flex="1" truncate>
                {name}
              </Dialog.Title>
              {canDownload && (
                <Button size="sm" variant="outline" onClick={() => void downloadFile(services, type, file)}>
                  {u('download')}
                </Button>
              )}
              <Button size="sm" variant="outline" onClick={onClose}>
                {u('cancel')}
              </Button>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" p="0">
              {shown.state === 'frame' ? (
                <Box as="iframe" flex="1" minH="70vh" width="100%" border="none" {...{ src: shown.address, title: name }} />
              ) : (
                <Text p="6" color="fg.muted">
                  {u('noInlinePreview')}
                </Text>
              )}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function PreviewDialogImpl(props: PreviewDialogProps) {
  const { file, services, onClose, u } = props;
  if (!file) return null;
  if (isPreviewImage(file)) {
    return <ImageViewer images={[{ name: file.name, src: services.api.fileUrl(file.url) }]} start={0} onClose={onClose} u={u} />;
  }
  return <DocumentPreview key={file.fileId} {...props} file={file} />;
}

export const PreviewDialog = memo(PreviewDialogImpl);
