/**
 * A data view's part of the editor (web type 4, 数据视图; reference 5.6 `F_INTERFACE_ID`,
 * `F_INTERFACE_PARAM`): the data interface its list runs, chosen among the enabled ones, and the
 * parameters it runs with as JSON (`[{field, defaultValue}]`), checked as typed as the server checks them.
 */
import { useEffect, useState } from 'react';
import { Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { dataInterfacePath } from '../../api/data-interface';
import type { ResourceClient } from '../../api/resource-client';
import { JsonPartEditor } from './JsonPartEditor';

export interface DataViewValue {
  interfaceId: string;
  /** JSON text of the parameters. */
  interfaceParam: string;
}

export interface DataViewPanelProps {
  /** 功能设计's client: the interfaces are read over the same connection. */
  client: ResourceClient;
  value: DataViewValue;
  onChange(value: DataViewValue): void;
  problems: readonly string[];
  words: {
    title: string;
    interfaceId: string;
    choose: string;
    interfaceParam: string;
    interfaceParamHint: string;
    json: { valid: string; empty: string; format: string };
  };
}

export function DataViewPanel({ client, value, onChange, problems, words }: DataViewPanelProps) {
  const [interfaces, setInterfaces] = useState<{ id: string; fullName: string }[]>([]);
  useEffect(() => {
    let current = true;
    client
      .at(dataInterfacePath)
      .all()
      .then(
        (rows) => current && setInterfaces(rows.map((row) => ({ id: String(row.id), fullName: String(row.fullName ?? row.id) }))),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [client]);
  // One stored before the interface was disabled still shows, by its id.
  const known = !value.interfaceId || interfaces.some((item) => item.id === value.interfaceId);
  return (
    <Stack gap="3" data-testid="visual-dev-data-view">
      <Text fontWeight="medium" fontSize="sm">
        {words.title}
      </Text>
      <Field.Root required>
        <Field.Label>{words.interfaceId}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={value.interfaceId} onChange={(event) => onChange({ ...value, interfaceId: event.target.value })}>
            <option value="">{words.choose}</option>
            {!known && <option value={value.interfaceId}>{value.interfaceId}</option>}
            {interfaces.map((item) => (
              <option key={item.id} value={item.id}>
                {item.fullName}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <JsonPartEditor
        label={words.interfaceParam}
        hint={words.interfaceParamHint}
        value={value.interfaceParam}
        onChange={(interfaceParam) => onChange({ ...value, interfaceParam })}
        problems={problems}
        words={words.json}
        testId="visual-dev-interface-param"
      />
    </Stack>
  );
}
