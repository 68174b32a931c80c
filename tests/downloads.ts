import { vi } from 'vitest';

export interface DownloadedFile {
  name: string;
  blob: Blob;
}

/**
 * Downloads go through an object URL and an anchor click (src/lib/download.ts): capture each file the
 * screen hands to the browser instead, with the name it would be saved under.
 */
export function captureDownloads(): DownloadedFile[] {
  const files: DownloadedFile[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    next += 1;
    const url = `blob:download-${next}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) files.push({ name: this.download, blob });
  });
  return files;
}
