// Version 2: education settlement status, alumni-centre notices in their own id space, tour contact details.
export const version = 2;
export const name = 'settlements_centre_notices_tour_contact';
export const up = /* sql */ `
CREATE TABLE education_settlements (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  status INTEGER NOT NULL CHECK (status IN (0, 1, 2, 3)),
  schoolname TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);

CREATE TABLE centre_notices (
  id INTEGER PRIMARY KEY,
  stype INTEGER NOT NULL,
  school_id INTEGER NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  pic TEXT NOT NULL,
  inputtime INTEGER NOT NULL,
  FOREIGN KEY (stype, school_id) REFERENCES institutions(stype, id)
);
CREATE INDEX centre_notices_school ON centre_notices(stype, school_id, inputtime);
INSERT INTO centre_notices (stype, school_id, title, content, pic, inputtime)
  SELECT stype, school_id, title, content, pic, inputtime FROM news WHERE kind = 'centre' ORDER BY id;
DELETE FROM news WHERE kind = 'centre';

ALTER TABLE tours ADD COLUMN tel TEXT NOT NULL DEFAULT '';
ALTER TABLE tours ADD COLUMN opentime TEXT NOT NULL DEFAULT '';
`;
