import { FormField, type FieldBaseProps } from '../Form/inputs';
import { RichTextEditor } from './RichTextEditor';

export interface RichTextFieldProps extends FieldBaseProps {
  /** Grey text in the empty editor. */
  placeholder?: string;
  /** Height of the writing area before it grows, px. */
  minHeight?: number;
}

/** A rich-text form field: the form value is sanitised HTML ('' when empty). */
export function RichTextField({ placeholder, minHeight, disabled, ...base }: RichTextFieldProps) {
  return (
    <FormField<string> {...base}>
      {({ value, onChange, onBlur }, control) => (
        <RichTextEditor
          {...{ placeholder, minHeight, disabled, onChange, onBlur }}
          value={value ?? ''}
          id={control.id}
          aria-labelledby={`${control.id}-label`}
          aria-describedby={control['aria-describedby']}
          aria-invalid={control['aria-invalid']}
        />
      )}
    </FormField>
  );
}
