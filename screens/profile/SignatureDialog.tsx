/**
 * "New signature": a pad the user writes on with the mouse, a pen or a finger (signature_pad, loaded
 * with the dialog), with clear and undo. Saving sends the drawing as a PNG data URL to `POST SignImg`;
 * an empty pad is refused here with a message, before any call.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Checkbox, Dialog, HStack, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import type SignaturePad from 'signature_pad';
import { signImageMaxLength, type CurrentUserApi } from '../../api';
import { useBundleTranslation } from '../use-bundle-translation';
import { PROFILE_NAMESPACE, profileBundles } from './i18n';

export type SignatureDialogApi = Pick<CurrentUserApi, 'addSignImage'>;

export interface SignatureDialogProps {
  api: SignatureDialogApi;
  open: boolean;
  onClose: () => void;
  /** After the signature was kept, with the server's message. */
  onSaved: (message: string) => void;
}

/** The pad's height in CSS pixels; its width is the dialog body's. */
const PAD_HEIGHT = 200;

/**
 * Creates the pad on the canvas once it is in the page: the canvas gets the device's pixel density
 * (signature_pad draws in CSS pixels on a context scaled to it), and the pad is switched off when the
 * canvas goes. `strokes` follows the drawing for the undo button.
 */
function useSignaturePad() {
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [ready, setReady] = useState(false);
  const [strokes, setStrokes] = useState(0);

  useEffect(() => {
    if (!canvas) return;
    let current = true;
    let created: SignaturePad | null = null;
    const count = () => setStrokes(created?.toData().length ?? 0);
    void import('signature_pad').then(({ default: Pad }) => {
      if (!current) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = canvas.offsetWidth || 460;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(PAD_HEIGHT * ratio);
      if (ratio !== 1) canvas.getContext('2d')?.scale(ratio, ratio);
      created = new Pad(canvas, { penColor: '#1a1a1a', minWidth: 0.8, maxWidth: 2.6 });
      created.addEventListener('endStroke', count);
      pad.current = created;
      setReady(true);
    });
    return () => {
      current = false;
      created?.removeEventListener('endStroke', count);
      created?.off();
      pad.current = null;
      setReady(false);
      setStrokes(0);
    };
  }, [canvas]);

  const clear = useCallback(() => {
    pad.current?.clear();
    setStrokes(0);
  }, []);

  const undo = useCallback(() => {
    const current = pad.current;
    if (!current) return;
    const data = current.toData();
    data.pop();
    current.fromData(data);
    setStrokes(data.length);
  }, []);

  return { canvasRef: setCanvas, pad, ready, strokes, clear, undo };
}

export function SignatureDialog({ api, open, onClose, onSaved }: SignatureDialogProps) {
  const { t } = useBundleTranslation(PROFILE_NAMESPACE, profileBundles);
  const { canvasRef, pad, ready, strokes, clear, undo } = useSignaturePad();
  const [asDefault, setAsDefault] = useState(false);
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const current = pad.current;
    if (!current || current.isEmpty()) return setProblem(t('sign.padEmpty'));
    const signImg = current.toDataURL('image/png');
    if (signImg.length > signImageMaxLength) return setProblem(t('sign.tooLarge'));
    setProblem('');
    setSaving(true);
    try {
      const answer = await api.addSignImage({ signImg, isDefault: asDefault ? 1 : 0 });
      onSaved(answer.msg);
    } catch {
      // The request client already showed the server's message; the drawing stays for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && !saving && onClose()}
      size="lg"
      placement="center"
      closeOnInteractOutside={false}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('sign.dialogTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {problem ? (
                  <Alert.Root status="error" role="alert" size="sm">
                    <Alert.Indicator />
                    <Alert.Title>{problem}</Alert.Title>
                  </Alert.Root>
                ) : null}
                <Box position="relative" borderWidth="1px" borderStyle="dashed" borderColor="border.emphasized" rounded="md" bg="white">
                  <canvas
                    ref={canvasRef}
                    role="img"
                    aria-label={t('sign.pad')}
                    data-testid="signature-pad"
                    style={{ display: 'block', width: '100%', height: PAD_HEIGHT, touchAction: 'none', cursor: 'crosshair' }}
                  />
                  {ready ? null : (
                    <HStack position="absolute" inset="0" justify="center" color="fg.muted">
                      <Spinner size="sm" />
                      <Text fontSize="sm">{t('sign.padLoading')}</Text>
                    </HStack>
                  )}
                </Box>
                <HStack gap="2">
                  <Button size="xs" variant="outline" onClick={clear} disabled={!ready || saving}>
                    {t('sign.clear')}
                  </Button>
                  <Button size="xs" variant="outline" onClick={undo} disabled={!ready || saving || strokes === 0}>
                    {t('sign.undo')}
                  </Button>
                  <Checkbox.Root
                    ms="auto"
                    size="sm"
                    checked={asDefault}
                    onCheckedChange={(details) => setAsDefault(details.checked === true)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{t('sign.asDefault')}</Checkbox.Label>
                  </Checkbox.Root>
                </HStack>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={onClose} disabled={saving}>
                {t('sign.cancel')}
              </Button>
              <Button
                size="sm"
                colorPalette="blue"
                onClick={() => void save()}
                loading={saving}
                loadingText={t('sign.saving')}
                disabled={!ready}
              >
                {t('sign.save')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
