import type { ComponentType, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FieldValues } from 'react-hook-form';
import type { GenericSchema, InferInput, InferOutput } from 'valibot';
import type { Read } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { toast, useSchemaForm, type SchemaForm } from '@wz/ui';
import { EditForm, useRecordForm } from '../kinds/EditForm';
import type { Listing, ListingPlace, ListingTypes, OneItem } from './describe';
import { usePlace, useWriteRole } from './hooks';

type Place<T extends ListingTypes> = ListingPlace<T['area']>;

/** A listing's publish / edit form: schema, the values of a new and of a saved item, the fields. */
export interface ListingFormParts<T extends ListingTypes, S extends GenericSchema<FieldValues>> {
  schema: S;
  /** A new item's values at a place (its area and tab chosen). */
  empty(place: Place<T>): InferInput<S>;
  /** A saved item's values. */
  values(item: OneItem<T>): InferInput<S>;
  /** The valid values as the create / update call's fields. */
  fields(values: InferOutput<S>): T['fields'];
  /** What is published (车辆, 求购), from the values being typed: the title says 发布… / 编辑…. */
  what(values: InferInput<S>, place: Place<T>): string;
  /** Where the saved item is listed (its area and tab may have changed). */
  placeOf?(values: InferOutput<S>, place: Place<T>): Place<T>;
  /** API field name → form field name, where they differ. */
  serverFields?: Record<string, string>;
  Fields: ComponentType<{ place: Place<T>; form: SchemaForm<S> }>;
  /** What must come first (idle's seller registration): it renders the form, with defaults of its own, once it may. */
  Gate?: ComponentType<{ children: (defaults: Partial<InferInput<S>>) => ReactNode }>;
}

/** A section's form module: `export default defineForm(listing, { schema, empty, values, fields, Fields })`. */
export type ListingForm<T extends ListingTypes> = ListingFormParts<T, GenericSchema<FieldValues>> & { listing: Listing<T> };

export function defineForm<T extends ListingTypes, S extends GenericSchema<FieldValues>>(listing: Listing<T>, parts: ListingFormParts<T, S>): ListingForm<T> {
  return { ...(parts as unknown as ListingFormParts<T, GenericSchema<FieldValues>>), listing };
}

function EditPage<T extends ListingTypes>({ listing, parts }: { listing: Listing<T>; parts: ListingForm<T> }) {
  const { Gate } = parts;
  if (!Gate) return <EditBody listing={listing} parts={parts} defaults={{}} />;
  return <Gate>{(defaults) => <EditBody listing={listing} parts={parts} defaults={defaults} />}</Gate>;
}

function EditBody<T extends ListingTypes>({ listing, parts, defaults }: { listing: Listing<T>; parts: ListingForm<T>; defaults: object }) {
  const place = usePlace(listing);
  const id = place.id || undefined;
  const navigate = useNavigate();
  const record = useRead(id ? (listing.read.one(id) as Read) : null);
  const create = useWriteRole(listing.write.create);
  const update = useWriteRole(listing.write.update);
  const form = useSchemaForm(parts.schema, { defaultValues: { ...parts.empty(place), ...defaults } });
  useRecordForm(form, record.data ? parts.values(record.data as OneItem<T>) : undefined, id);
  const what = parts.what(form.watch() as InferInput<GenericSchema<FieldValues>>, place);
  return (
    <EditForm
      title={id ? `编辑${what}` : `发布${what}`}
      description="信息经提交后立即发布；带 * 的为必填项"
      form={form}
      loading={Boolean(id) && !record.data && !record.error}
      loadError={record.data ? undefined : record.error}
      onRetry={() => void record.mutate()}
      {...(parts.serverFields ? { serverFields: parts.serverFields } : {})}
      cancelTo={listing.paths.mine(place)}
      submitLabel={id ? '保存' : '发布'}
      onSubmit={async (values) => {
        const fields = parts.fields(values);
        const saved = id ? await update(fields, id) : await create(fields);
        toast.success(id ? '保存成功' : '发布成功');
        navigate(listing.paths.mine(parts.placeOf?.(values, place) ?? place), { state: { saved: id ?? (saved as { id: number }).id } });
      }}
    >
      <parts.Fields place={place} form={form} />
    </EditForm>
  );
}

const made = new WeakMap<object, ComponentType>();

/** The edit page of a listing (one component per form module). */
export function editPage<T extends ListingTypes>(parts: ListingForm<T>): ComponentType {
  let page = made.get(parts);
  if (!page) {
    page = () => <EditPage listing={parts.listing} parts={parts} />;
    made.set(parts, page);
  }
  return page;
}
