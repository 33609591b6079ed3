// Version 4: failed SMS-code attempts are counted; a session remembers the first token of its renewal chain
// (family) so logout can end every token of the chain.
export const version = 4;
export const name = 'hardening';
export const up = /* sql */ `
ALTER TABLE sms_codes ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sessions ADD COLUMN family TEXT;
WITH RECURSIVE chain(token, root) AS (
  SELECT token, token FROM sessions
    WHERE token NOT IN (SELECT renewed_token FROM sessions WHERE renewed_token IS NOT NULL)
  UNION
  SELECT s.renewed_token, c.root FROM sessions s JOIN chain c ON s.token = c.token WHERE s.renewed_token IS NOT NULL
)
UPDATE sessions SET family = (SELECT root FROM chain WHERE chain.token = sessions.token);
CREATE INDEX sessions_family ON sessions(family);
`;
