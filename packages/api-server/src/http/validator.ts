import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { textTrimmer } from './trim.js';
import type { SchemaError } from './validationText.js';

/**
 * Fastify's validator compiler for the contract's request schemas: required texts trimmed first (trim.ts),
 * then Ajv. Schemas compile on first use: compiling all of them up front cost about a second of cold start.
 */
export function requestValidator() {
  // Same options as Fastify's default compiler, except extra properties are never silently removed.
  const ajv = new Ajv({
    coerceTypes: 'array',
    useDefaults: true,
    removeAdditional: false,
    allErrors: false,
    // a refused field's schema comes with the error: its x-message words the refusal
    verbose: true,
    strict: false,
    addUsedSchema: false,
  });
  addFormats(ajv);
  return ({ schema }: { schema: unknown }) => {
    let compiled: ValidateFunction | undefined;
    let trim: ((data: unknown) => SchemaError | undefined) | undefined;
    const validate = (data: unknown) => {
      // a value of spaces is as empty as ''
      trim ??= textTrimmer(schema);
      const blank = trim(data);
      if (blank) {
        validate.errors = [blank] as ValidateFunction['errors'];
        return false;
      }
      compiled ??= ajv.compile(schema as object);
      const valid = compiled(data);
      validate.errors = compiled.errors;
      return valid;
    };
    validate.errors = null as ValidateFunction['errors'];
    return validate;
  };
}
