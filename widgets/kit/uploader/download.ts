/**
 * Downloads of stored files (spec 002 sections 5.2 and 7.2): one file through its short-lived link,
 * all of a field's files as one zip ('未发现文件' when there are none). A failed call has shown the
 * client's notice already.
 */
import type { FileServices } from '../../../api/file-client';
import { displayFileName, type FileValue } from '../../../api/files';

function clickLink(url: string, name?: string): void {
  const link = document.createElement('a');
  link.href = url;
  if (name) link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

export function openLink(services: FileServices, url: string, name?: string): void {
  (services.open ?? clickLink)(services.api.fileUrl(url), name);
}

export async function downloadFile(services: FileServices, type: string, file: Pick<FileValue, 'fileId' | 'name'>): Promise<void> {
  try {
    const link = await services.api.downloadLink(type, file.fileId);
    openLink(services, link.url, displayFileName(file.name || link.name));
  } catch {
    // The client showed the server's message.
  }
}

/** Resolves false (after the message) when there is nothing to download. */
export async function downloadAllFiles(
  services: FileServices,
  type: string,
  files: Pick<FileValue, 'fileId' | 'name'>[],
  noFiles: { message: string; duration: number },
): Promise<boolean> {
  if (files.length === 0) {
    services.notify({ type: 'error', ...noFiles });
    return false;
  }
  try {
    const answer = await services.api.packDownload(
      type,
      files.map((file) => ({ fileId: file.fileId, fileName: file.name })),
    );
    openLink(services, answer.downloadVo.url, answer.downloadName || answer.downloadVo.name);
    return true;
  } catch {
    return false;
  }
}
