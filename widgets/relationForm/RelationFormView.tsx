/**
 * The relation field's renderings. Edit: the closed control showing the chosen record's text (the clear
 * icon while hovered) and the dialog choosing another. Read and list cell: the text, a link to the
 * record's own detail when the screen can open one (`relations.open`, spec 002 section 2.8). Without
 * relation calls in the data source the stored id shows and nothing opens.
 */
import { memo, useContext } from 'react';
import type { DataSource, RelationServices } from '../../engine/data-source';
import { EngineContext } from '../../engine/renderer/context';
import type { CompiledField, FieldCellProps, FieldReadProps, FieldWidgetProps } from '../../engine/registry/types';
import { PickerDialog } from '../kit/popup/PickerDialog';
import { PopupPicker, type PickerAnswer } from '../kit/popup/PopupPicker';
import type { PopupChoice } from '../kit/popup/use-popup-choice';
import { usePickerPage } from '../kit/popup/use-picker-page';
import { rememberRelationRow, relationId } from '../kit/relation/relation-rows';
import { useRelationText } from '../kit/relation/use-relation';
import { RELATION_ALL_ROWS, type RelationFormOptions } from './kind';

function RelationFormEditImpl(props: FieldWidgetProps<string, RelationFormOptions>) {
  const { value, onChange, field, dataSource } = props;
  const o = field.options;
  const chosen = relationId(value);
  const text = useRelationText(o, chosen, dataSource);
  const engine = useContext(EngineContext);
  const services = dataSource.relations;
  return (
    <PopupPicker
      widget={props}
      className="ef-relation-form"
      items={chosen ? [{ key: chosen, label: text ?? '' }] : []}
      multiple={false}
      canOpen={!!(services && o.modelId)}
      onRemove={() => onChange(undefined)}
      onClear={() => onChange(undefined)}
      onChoose={(picked) => {
        const row = picked[0]?.row;
        // The stored record kept, its row not known: nothing changes.
        if (!row || !services) return false;
        // Remembered first: the text and the attribute fields show it without a call.
        rememberRelationRow(engine?.controller ?? services, o.modelId, row);
        onChange(String(row.id));
      }}
      dialog={(answer) =>
        services && <RelationDialog {...answer} services={services} field={field} chosen={chosen ? [{ id: chosen }] : []} />
      }
    />
  );
}

export const RelationFormEdit = memo(RelationFormEditImpl);

interface RelationDialogProps extends PickerAnswer {
  services: RelationServices;
  field: CompiledField<RelationFormOptions>;
  chosen: PopupChoice[];
}

/** The dialog on the other form's records, mounted while open: each opening starts a new search. */
function RelationDialog({ services, field, ...rest }: RelationDialogProps) {
  const { modelId, relationField, columnOptions, hasPage, ...o } = field.options;
  const columns = columnOptions.map((column) => column.value);
  const page = usePickerPage(
    ({ keyword, page, pageSize }, signal) =>
      services.page(
        modelId,
        {
          ...(keyword ? { keyword } : {}),
          currentPage: hasPage ? page : 1,
          pageSize: hasPage ? pageSize : RELATION_ALL_ROWS,
          relationField,
          columnOptions: columns,
        },
        signal,
      ),
    JSON.stringify([modelId, relationField, columns, hasPage]),
    o.pageSize,
  );
  return (
    <PickerDialog
      {...rest}
      field={field}
      page={page}
      columns={columnOptions}
      propsValue="id"
      relationField={relationField}
      multiple={false}
      hasPage={hasPage}
    />
  );
}

/** The record's text, a link opening its detail when the data source can. */
function RelationLink({ value, options, dataSource }: { value: unknown; options: RelationFormOptions; dataSource: DataSource }) {
  const chosen = relationId(value);
  const text = useRelationText(options, chosen, dataSource);
  // The id stays hidden until its text arrives.
  if (!chosen || text === undefined) return null;
  const open = dataSource.relations?.open;
  if (!open || !options.modelId) return <>{text}</>;
  return (
    <button
      type="button"
      className="ef-relation-link"
      onClick={(e) => {
        e.stopPropagation();
        open(options.modelId, chosen);
      }}
    >
      {text}
    </button>
  );
}

function RelationFormReadImpl({ value, field, dataSource }: FieldReadProps<string, RelationFormOptions>) {
  return <RelationLink value={value} options={field.options} dataSource={dataSource} />;
}

export const RelationFormRead = memo(RelationFormReadImpl);

export function RelationFormCell({ value, field, dataSource }: FieldCellProps<string, RelationFormOptions>) {
  return <RelationLink value={value} options={field.options} dataSource={dataSource} />;
}
