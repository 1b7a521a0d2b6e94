/**
 * The options of a select, radio or checkbox field as its definition holds them (a static list under
 * `__slot__.options` or `options`, read through the field's `props` keys): for the export's labels and
 * the import's reading of labels.
 */
import type { OnlineField } from '../../schemas/online/record-fields';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function optionSource(field: OnlineField): { labelKey: string; valueKey: string; options: unknown[] } {
  const raw = field.raw;
  const config = isRecord(raw.__config__) ? raw.__config__ : {};
  const props =
    isRecord(raw.props) && isRecord(raw.props.props)
      ? raw.props.props
      : isRecord(raw.props)
        ? raw.props
        : isRecord(config.props)
          ? config.props
          : {};
  const slot = isRecord(raw.__slot__) ? raw.__slot__ : {};
  const options = Array.isArray(raw.options) ? raw.options : Array.isArray(slot.options) ? slot.options : [];
  return {
    labelKey: typeof props.label === 'string' ? props.label : 'fullName',
    valueKey: typeof props.value === 'string' ? props.value : 'id',
    options,
  };
}

/** The options as label and stored value (nested options flattened), and which key of an option is stored. */
export function optionsOf(field: OnlineField): { valueKey: string; options: { label: string; value: unknown }[] } {
  const { options, labelKey, valueKey } = optionSource(field);
  const out: { label: string; value: unknown }[] = [];
  const visit = (items: unknown[]) => {
    for (const option of items) {
      if (!isRecord(option)) continue;
      const value = option[valueKey] ?? option.value ?? option.id;
      const label = option[labelKey] ?? option.label ?? option.fullName;
      if (value !== undefined) out.push({ label: String(label ?? value), value });
      if (Array.isArray(option.children)) visit(option.children);
    }
  };
  visit(options);
  return { valueKey, options: out };
}
