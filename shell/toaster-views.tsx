/**
 * The app's toasters (Chakra v3): the notices at the top and the corner notices at the bottom right.
 * Loaded with the first notice (./toaster.tsx), not with the sign-in page: the toast machine, its
 * dismissable layer and their DOM helpers are about 10 KB the sign-in page only needs on an error.
 */
import { Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';

export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 5 });

/** Notices at the bottom right (the last-login notice). */
export const cornerToaster = createToaster({ placement: 'bottom-end', max: 3 });

export function AppToastersView() {
  return (
    <>
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
    </>
  );
}
