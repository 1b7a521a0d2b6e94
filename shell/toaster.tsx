/** The app's notices (Chakra v3 toaster): `notify` is what the request client calls. */
import { Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';
import type { Notice } from '../api';

export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 5 });

/** Notices at the bottom right (the last-login notice). Mounted with the app: a toast created before its toaster mounts is lost. */
export const cornerToaster = createToaster({ placement: 'bottom-end', max: 3 });

export function notify(notice: Notice): void {
  toaster.create({ type: notice.type, title: notice.message, duration: notice.duration });
}

export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}

export function CornerToaster() {
  return (
    <Portal>
      <Toaster toaster={cornerToaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'xs' }} data-testid="corner-toast">
            <Stack gap="1" flex="1">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description whiteSpace="pre-line">{toast.description}</Toast.Description> : null}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
