/**
 * Whole years between a birth date (`csdate`, "YYYY-MM-DD" or "YYYY-MM-DD HH:mm:ss") and `today`.
 * Returns null for a missing or unparsable date, or one in the future, so the profile can show "—".
 */
export function ageFromBirthDate(
  csdate: string | null | undefined,
  today: Date = new Date(),
): number | null {
  if (!csdate) return null;
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(csdate.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  let age = today.getFullYear() - year;
  const beforeBirthday =
    today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  if (beforeBirthday) age -= 1;
  return age >= 0 ? age : null;
}
