/** Hands a file to the browser to save (a Blob through an object URL, or an address). */
import type { Download } from './page-data-source';

export function saveDownload(download: Download): void {
  const href = download.blob ? URL.createObjectURL(download.blob) : download.url;
  if (!href) return;
  const link = document.createElement('a');
  link.href = href;
  link.download = download.name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL can go once the event loop moved on.
  if (download.blob) setTimeout(() => URL.revokeObjectURL(href), 0);
}
