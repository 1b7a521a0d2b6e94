/** A hidden file input: `pickFile(accept)` opens the browser's chooser and resolves with the file (null when cancelled). */
import { useCallback, useEffect, useRef, type ReactNode } from 'react';

export function useFilePicker(): { pickFile(accept: string | undefined): Promise<File | null>; element: ReactNode } {
  const input = useRef<HTMLInputElement>(null);
  const pending = useRef<((file: File | null) => void) | null>(null);
  const settle = useCallback((file: File | null) => {
    pending.current?.(file);
    pending.current = null;
  }, []);
  const pickFile = useCallback(
    (accept: string | undefined) => {
      const element = input.current;
      if (!element) return Promise.resolve(null);
      settle(null);
      element.accept = accept ?? '';
      element.value = '';
      return new Promise<File | null>((resolve) => {
        pending.current = resolve;
        element.click();
      });
    },
    [settle],
  );
  useEffect(() => {
    // React has no onCancel for inputs; the browser fires 'cancel' when the chooser is dismissed.
    const element = input.current;
    const cancel = () => settle(null);
    element?.addEventListener('cancel', cancel);
    return () => element?.removeEventListener('cancel', cancel);
  }, [settle]);
  const element = (
    <input ref={input} type="file" hidden data-testid="page-file-input" onChange={(event) => settle(event.target.files?.[0] ?? null)} />
  );
  return { pickFile, element };
}
