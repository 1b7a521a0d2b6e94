/**
 * Editors of plain values: text, numbers, switches, choices, colours, JSON and lists of texts. Text
 * is written as typed; a number or JSON only once it reads as one (the box keeps what is typed and
 * says what is wrong), so the field never holds half a value.
 */
import { useState } from 'react';
import { Checkbox, HStack, Input, NativeSelect, Text, Textarea } from '@chakra-ui/react';
import type { SettingEditorProps } from './editor-types';

export function StringEditor({ id, value, onChange }: SettingEditorProps) {
  return (
    <Input
      id={id}
      size="xs"
      value={value === undefined || value === null ? '' : String(value)}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export function TextEditor({ id, value, onChange }: SettingEditorProps) {
  return (
    <Textarea
      id={id}
      size="xs"
      rows={3}
      value={value === undefined || value === null ? '' : String(value)}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** Keeps what is typed while it is not yet a value; follows the value when it changes from outside (undo). */
function useDraft(value: unknown, show: (value: unknown) => string): [string, (text: string) => void] {
  const [draft, setDraft] = useState(() => show(value));
  const [shown, setShown] = useState(value);
  if (!Object.is(shown, value)) {
    setShown(value);
    setDraft(show(value));
  }
  return [draft, setDraft];
}

const numberText = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? String(value) : '');

export function NumberEditor({ id, setting, value, onChange }: SettingEditorProps) {
  const [draft, setDraft] = useDraft(value, numberText);
  const parsed = draft.trim() === '' ? undefined : Number(draft);
  const invalid =
    parsed !== undefined &&
    (!Number.isFinite(parsed) ||
      (setting.min !== undefined && parsed < setting.min) ||
      (setting.max !== undefined && parsed > setting.max));
  return (
    <>
      <Input
        id={id}
        size="xs"
        inputMode="decimal"
        value={draft}
        aria-invalid={invalid || undefined}
        onChange={(e) => {
          const text = e.target.value;
          setDraft(text);
          const next = text.trim() === '' ? undefined : Number(text);
          const ok =
            next === undefined ||
            (Number.isFinite(next) &&
              (setting.min === undefined || next >= setting.min) &&
              (setting.max === undefined || next <= setting.max));
          if (ok) onChange(next);
        }}
      />
      {invalid && (
        <Text fontSize="xs" color="fg.error" role="alert">
          {setting.min !== undefined && setting.max !== undefined ? `请输入 ${setting.min} 到 ${setting.max} 之间的数` : '请输入数字'}
        </Text>
      )}
    </>
  );
}

export function BooleanEditor({ id, value, onChange }: SettingEditorProps) {
  const on = value === true || value === 1 || value === '1' || value === 'true';
  return (
    <Checkbox.Root size="sm" checked={on} onCheckedChange={(details) => onChange(details.checked === true)} ids={{ hiddenInput: id }}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

export function SelectEditor({ id, setting, value, onChange }: SettingEditorProps) {
  const choices = setting.choices ?? [];
  const index = choices.findIndex((choice) => choice.value === value || String(choice.value) === String(value));
  return (
    <NativeSelect.Root size="xs">
      <NativeSelect.Field
        id={id}
        value={index < 0 ? (value === undefined ? '' : 'other') : String(index)}
        onChange={(e) => onChange(e.target.value === '' ? undefined : choices[Number(e.target.value)]?.value)}
      >
        <option value="">（未设置）</option>
        {index < 0 && value !== undefined && <option value="other">{String(value)}</option>}
        {choices.map((choice, i) => (
          <option key={i} value={String(i)}>
            {choice.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function ColorEditor({ id, value, onChange }: SettingEditorProps) {
  const text = typeof value === 'string' ? value : '';
  return (
    <HStack gap="1">
      <input
        type="color"
        aria-hidden
        tabIndex={-1}
        value={/^#[0-9a-f]{6}$/i.test(text) ? text : '#000000'}
        onChange={(e) => onChange(e.target.value)}
        style={{ width: 28, height: 24 }}
      />
      <Input
        id={id}
        size="xs"
        value={text}
        placeholder="#409EFF"
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      />
    </HStack>
  );
}

const jsonText = (value: unknown) => (value === undefined ? '' : JSON.stringify(value, null, 1));

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

export function JsonEditor({ id, value, onChange }: SettingEditorProps) {
  const [draft, setDraft] = useDraft(value, jsonText);
  const problem = draft.trim() !== '' && !parses(draft) ? '不是有效的 JSON' : undefined;
  return (
    <>
      <Textarea
        id={id}
        size="xs"
        fontFamily="mono"
        rows={Math.min(8, Math.max(2, draft.split('\n').length))}
        value={draft}
        aria-invalid={problem ? true : undefined}
        spellCheck={false}
        onChange={(e) => {
          const text = e.target.value;
          setDraft(text);
          if (text.trim() === '') onChange(undefined);
          else if (parses(text)) onChange(JSON.parse(text));
        }}
      />
      {problem && (
        <Text fontSize="xs" color="fg.error" role="alert">
          {problem}
        </Text>
      )}
    </>
  );
}

export function StringsEditor({ id, value, onChange }: SettingEditorProps) {
  const [draft, setDraft] = useDraft(value, (v) => (Array.isArray(v) ? v.map(String).join('\n') : typeof v === 'string' ? v : ''));
  return (
    <Textarea
      id={id}
      size="xs"
      rows={3}
      value={draft}
      onChange={(e) => {
        setDraft(e.target.value);
        const lines = e.target.value
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean);
        onChange(lines.length ? lines : undefined);
      }}
    />
  );
}
