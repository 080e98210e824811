/** Whether this tab's session storage holds `key`; false where storage is blocked (private mode, policy). */
export function hasSessionItem(key: string): boolean {
  try {
    return sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}
