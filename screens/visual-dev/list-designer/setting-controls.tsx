/**
 * The small labelled controls of the list settings panel: a select, a text box, a box to tick, a group
 * of boxes, a section title. Native elements styled alike, each named by its label.
 */
import { useId, type ReactNode } from 'react';
import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { smallControl } from './designer-styles';

export interface Choice {
  value: string;
  label: string;
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="2" aria-label={title} pt="2">
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" borderBottomWidth="1px" pb="1">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function Row({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Box display="grid" gridTemplateColumns="84px 1fr" alignItems="center" gap="2" fontSize="xs">
      <chakra.label htmlFor={id} color="fg">
        {label}
      </chakra.label>
      {children}
    </Box>
  );
}

export function SelectSetting({
  label,
  value,
  choices,
  placeholder,
  onChange,
}: {
  label: string;
  value: string;
  choices: Choice[];
  /** The empty choice's text; none means a value is always chosen. */
  placeholder?: string;
  onChange(value: string): void;
}) {
  const id = useId();
  // A stored value that is no longer offered still shows, as itself.
  const known = value === '' || choices.some((choice) => choice.value === value);
  return (
    <Row id={id} label={label}>
      <chakra.select {...smallControl} id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {!known && <option value={value}>{value}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </chakra.select>
    </Row>
  );
}

export function TextSetting({ label, value, onChange }: { label: string; value: string; onChange(value: string): void }) {
  const id = useId();
  return (
    <Row id={id} label={label}>
      <chakra.input {...smallControl} id={id} value={value} onChange={(event) => onChange(event.target.value)} />
    </Row>
  );
}

export function CheckSetting({ label, checked, onChange }: { label: string; checked: boolean; onChange(checked: boolean): void }) {
  return (
    <chakra.label display="flex" alignItems="center" gap="2" fontSize="xs" cursor="pointer">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </chakra.label>
  );
}

/** Several values chosen among choices (totalled fields…), in the choices' order. */
export function ChecksSetting({
  label,
  values,
  choices,
  onChange,
}: {
  label: string;
  values: readonly string[];
  choices: Choice[];
  onChange(values: string[]): void;
}) {
  const toggle = (value: string, on: boolean) => {
    const next = new Set(values);
    if (on) next.add(value);
    else next.delete(value);
    // Kept in the choices' order; values no longer offered stay at the end as they were.
    onChange([
      ...choices.map((choice) => choice.value).filter((item) => next.has(item)),
      ...values.filter((item) => next.has(item) && !choices.some((choice) => choice.value === item)),
    ]);
  };
  return (
    <Box as="fieldset" fontSize="xs" ps="2">
      <Text as="legend" color="fg.muted" mb="1">
        {label}
      </Text>
      <Stack gap="1">
        {choices.map((choice) => (
          <CheckSetting
            key={choice.value}
            label={choice.label}
            checked={values.includes(choice.value)}
            onChange={(on) => toggle(choice.value, on)}
          />
        ))}
      </Stack>
    </Box>
  );
}
