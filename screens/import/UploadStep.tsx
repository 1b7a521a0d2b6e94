/** Step 1: the upload area (click or drop), the one chosen file with its remove button, the template link and the hints. */
import { useRef, useState } from 'react';
import { Box, Button, HStack, IconButton, Spinner, Stack, Text } from '@chakra-ui/react';
import { importExtensions } from '../../api/imports';
import type { ChosenFile } from './use-import-wizard';

export interface UploadStepProps {
  file: ChosenFile | null;
  t(key: string, values?: Record<string, unknown>): string;
  onChoose(file: File): void;
  onRemove(): void;
  /** Downloads the template; absent when the user may not download it. */
  onTemplate?(): void;
}

const accept = importExtensions.map((extension) => `.${extension}`).join(',');

export function UploadStep({ file, t, onChoose, onRemove, onTemplate }: UploadStepProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const chosen = (files: FileList | null) => {
    const first = files?.[0];
    if (first) onChoose(first);
  };
  return (
    <Stack gap="3" data-testid="import-upload">
      <Box
        borderWidth="1px"
        borderStyle="dashed"
        borderColor={over ? 'blue.500' : 'border.emphasized'}
        borderRadius="md"
        py="10"
        textAlign="center"
        cursor="pointer"
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          chosen(event.dataTransfer.files);
        }}
      >
        <Text color="fg.muted">
          {t('drop')}
          <Text as="span" color="blue.600">
            {t('pick')}
          </Text>
        </Text>
        <Text fontSize="xs" color="fg.subtle" mt="2">
          {t('tip')}
        </Text>
        <input
          ref={input}
          type="file"
          accept={accept}
          aria-label={t('fileInput')}
          hidden
          onChange={(event) => {
            chosen(event.target.files);
            event.target.value = '';
          }}
        />
      </Box>
      {file && (
        <HStack justify="space-between" px="2" py="1" bg="bg.muted" borderRadius="sm" data-testid="import-file">
          <HStack gap="2">
            <Text fontSize="sm">{file.name}</Text>
            {!file.uploaded && <Spinner size="xs" aria-label={t('uploading')} />}
          </HStack>
          <IconButton size="2xs" variant="ghost" aria-label={t('remove', { file: file.name })} onClick={onRemove}>
            ×
          </IconButton>
        </HStack>
      )}
      {onTemplate && (
        <Box>
          <Button size="xs" variant="plain" colorPalette="blue" px="0" onClick={onTemplate}>
            {t('template')}
          </Button>
        </Box>
      )}
      <Text fontSize="xs" color="orange.600">
        {t('hint')}
      </Text>
    </Stack>
  );
}
