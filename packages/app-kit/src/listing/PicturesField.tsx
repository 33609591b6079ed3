import { useUpload } from '@wz/sdk/react';
import { FormField, ImageUploader, TextareaField, type UploadedImage } from '@wz/ui';
import { ContactFields } from './fields';

/** A publish form's pictures: uploaded as they are chosen, the first is the cover, at most `max` (20). */
export function PicturesField({ label, max = 20 }: { /** The uploader's accessible name (房源图片). */ label: string; /** Most pictures the section keeps. */ max?: number }) {
  const upload = useUpload('listing');
  return (
    <FormField<UploadedImage[]> name="images" label="图片" kind="group" hint={`第一张为封面，最多 ${max} 张`}>
      {(field, control) => (
        <ImageUploader
          value={field.value}
          onChange={field.onChange}
          upload={upload}
          maxCount={max}
          label={label}
          aria-describedby={control['aria-describedby']}
          aria-invalid={control['aria-invalid']}
        />
      )}
    </FormField>
  );
}

/** What `describedSchema` checks, with the contact: 描述, 联系人 and 联系电话, the pictures of `what`. */
export function DescribedFields({ what, description = 5000 }: { what: string; description?: number }) {
  return (
    <>
      <TextareaField name="description" label="描述" maxLength={description} rows={6} />
      <ContactFields />
      <PicturesField label={`${what}图片`} />
    </>
  );
}
