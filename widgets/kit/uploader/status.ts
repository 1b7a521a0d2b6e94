/**
 * The statuses of a file in the chunked uploader and what may be done in each (spec 002 section 4.7).
 * A file's flags can overlap (paused while its last chunk is still on the way); its status is the first
 * that holds of success, error, uploading, paused, else waiting. `check` (文件校验中) is the uploader's
 * own status while the file's MD5 is computed: no action is offered then.
 */
export type UploadStatus = 'check' | 'waiting' | 'uploading' | 'paused' | 'error' | 'success';

export type UploadAction = 'pause' | 'resume' | 'retry' | 'remove';

export interface StatusFlags {
  checking: boolean;
  complete: boolean;
  error: boolean;
  uploading: boolean;
  paused: boolean;
}

/** Success takes precedence over error, then uploading, then paused. */
export function statusOf(flags: StatusFlags): UploadStatus {
  if (flags.checking) return 'check';
  if (flags.complete) return 'success';
  if (flags.error) return 'error';
  if (flags.uploading) return 'uploading';
  if (flags.paused) return 'paused';
  return 'waiting';
}

/** Pause while waiting or uploading, resume when paused, retry after an error, remove unless done; nothing while checking. */
export function actionsOf(status: UploadStatus): UploadAction[] {
  switch (status) {
    case 'check':
      return [];
    case 'waiting':
    case 'uploading':
      return ['pause', 'remove'];
    case 'paused':
      return ['resume', 'remove'];
    case 'error':
      return ['retry', 'remove'];
    case 'success':
      return [];
  }
}
