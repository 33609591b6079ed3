// Version 3: a renewed session remembers its successor, so parallel requests near expiry share one newtoken.
export const version = 3;
export const name = 'session_renewal';
export const up = /* sql */ `
ALTER TABLE sessions ADD COLUMN renewed_token TEXT;
`;
