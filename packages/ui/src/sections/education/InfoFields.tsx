import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { DocPopovers } from './DocPopovers';
import type { School } from './types';
import { Website } from './Website';
import * as s from './info.css';

export type InfoField = { term: string; value: ReactNode; wide?: boolean };

const isBlank = (v: ReactNode) => v === null || v === undefined || v === '';

/** A definition grid of labelled fields; blank values show as —. */
export function InfoFields({ fields }: { fields: InfoField[] }) {
  return (
    <dl className={s.fields}>
      {fields.map((f) => (
        <div key={f.term} className={cx(s.field, f.wide && s.wide)}>
          <dt className={s.term}>{f.term}：</dt>
          <dd className={s.value}>{isBlank(f.value) ? '—' : f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A school's or guide's fields, then its website and the document buttons both pages end with. */
export function SchoolFacts({ school, fields }: { school: School; fields: InfoField[] }) {
  const website = school.website?.trim() ? <Website website={school.website} /> : null;
  return (
    <>
      <InfoFields fields={[...fields, { term: '网址', value: website, wide: true }]} />
      <div className={s.buttons}>
        <DocPopovers school={school} />
      </div>
    </>
  );
}
