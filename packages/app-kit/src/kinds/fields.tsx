/**
 * The fields a page kind is described with: data, rendered by the form kit. One list serves the profile
 * form, the settle-in form, the rich-text block and the list + edit kind.
 */
import type { ReactNode } from 'react';
import { useUpload } from '@wz/sdk/react';
import {
  FormField,
  ImageUploader,
  MultiSelectField,
  RadioField,
  RichTextField,
  SelectField,
  TextareaField,
  TextField,
  type UploadedImage,
} from '@wz/ui';
import { LocationField } from '../listing/LocationField';

interface Base {
  /** Form value name. */
  name: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
}
type Option = { value: string | number; label: string };

export type FieldSpec =
  | (Base & { kind: 'text'; maxLength?: number; inputMode?: 'text' | 'tel' | 'url' | 'decimal'; placeholder?: string })
  | (Base & { kind: 'textarea'; maxLength?: number; rows?: number; placeholder?: string })
  | (Base & { kind: 'select' | 'radio' | 'checkboxes'; options: readonly Option[] })
  /** One uploaded picture; the value is `UploadedImage[]` (id '0' = the picture already saved). */
  | (Base & { kind: 'image' })
  | (Base & { kind: 'richtext'; placeholder?: string })
  /** The map picker: form values `lat` and `lng` (the name is unused). */
  | (Base & { kind: 'map'; what: string });

/** One uploaded picture as a form field (the cover, a licence). */
export function ImageField({ name, label, hint, required }: Base) {
  const upload = useUpload('listing');
  return (
    <FormField<UploadedImage[]> name={name} label={label} hint={hint} required={required} kind="group">
      {(field, control) => (
        <ImageUploader
          value={field.value ?? []}
          onChange={field.onChange}
          upload={upload}
          maxCount={1}
          label={label}
          aria-describedby={control['aria-describedby']}
          aria-invalid={control['aria-invalid']}
        />
      )}
    </FormField>
  );
}

/** Renders one described field with the form kit. */
export function KindField({ spec }: { spec: FieldSpec }) {
  const { name, label, hint, required } = spec;
  const base = { name, label, hint, required };
  switch (spec.kind) {
    case 'text':
      return <TextField {...base} maxLength={spec.maxLength} inputMode={spec.inputMode} placeholder={spec.placeholder} />;
    case 'textarea':
      return <TextareaField {...base} maxLength={spec.maxLength} rows={spec.rows ?? 4} placeholder={spec.placeholder} />;
    case 'select':
      return <SelectField {...base} options={[...spec.options]} />;
    case 'radio':
      return <RadioField {...base} options={[...spec.options]} />;
    case 'checkboxes':
      return <MultiSelectField {...base} options={[...spec.options]} />;
    case 'image':
      return <ImageField {...base} />;
    case 'richtext':
      return <RichTextField {...base} placeholder={spec.placeholder} minHeight={220} />;
    case 'map':
      return <LocationField what={spec.what} />;
  }
}

/** The upload id a write takes for a picture field: the new upload's id, or 0 to keep the saved one. */
export const pictureId = (images: readonly UploadedImage[] | undefined): number => Number(images?.[0]?.id ?? 0) || 0;

/** A saved picture as the field's value (id '0': keep it unless the member replaces it). */
export const savedPicture = (url: string): UploadedImage[] => (url ? [{ id: '0', url }] : []);
