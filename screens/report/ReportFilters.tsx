/** The filter bar: one field per parameter of the report's interface (a select when the report offers choices). */
import { Button, Field, HStack, Input, NativeSelect } from '@chakra-ui/react';
import type { ReportFilterField } from '../../api/portal';

export interface ReportFiltersProps {
  filters: ReportFilterField[];
  values: Record<string, string>;
  onChange(values: Record<string, string>): void;
  onSearch(): void;
  onReset(): void;
  onExport(): void;
  busy: boolean;
  t: (key: string) => string;
}

const inputType = (dataType: string) =>
  ['int', 'bigint', 'decimal'].includes(dataType) ? 'number' : dataType === 'datetime' ? 'date' : 'text';

export function ReportFilters({ filters, values, onChange, onSearch, onReset, onExport, busy, t }: ReportFiltersProps) {
  const set = (field: string, value: string) => onChange({ ...values, [field]: value });
  return (
    <HStack
      as="form"
      gap="3"
      wrap="wrap"
      alignItems="flex-end"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      {filters.map((filter) => (
        <Field.Root key={filter.field} width="auto" required={filter.required}>
          <Field.Label>{filter.label}</Field.Label>
          {filter.options ? (
            <NativeSelect.Root size="sm" width="44">
              <NativeSelect.Field value={values[filter.field] ?? ''} onChange={(event) => set(filter.field, event.target.value)}>
                <option value="">{t('all')}</option>
                {filter.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          ) : (
            <Input
              size="sm"
              width="44"
              type={inputType(filter.dataType)}
              value={values[filter.field] ?? ''}
              onChange={(event) => set(filter.field, event.target.value)}
            />
          )}
        </Field.Root>
      ))}
      <Button type="submit" size="sm" colorPalette="blue" loading={busy}>
        {t('search')}
      </Button>
      <Button size="sm" variant="outline" onClick={onReset} disabled={busy}>
        {t('reset')}
      </Button>
      <Button size="sm" variant="outline" onClick={onExport} disabled={busy}>
        {t('export')}
      </Button>
    </HStack>
  );
}
