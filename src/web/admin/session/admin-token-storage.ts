/**
 * The admin's bearer token lives in localStorage under the key of spec section 3 "Entities and
 * their fields", `adminToken`, so a reload restores the session while the server still accepts it.
 * Storage can be unavailable (private modes, blocked storage): then the session lasts as long as
 * the page.
 */
export const adminTokenKey = 'adminToken';

export function readAdminToken(): string | null {
  try {
    return window.localStorage.getItem(adminTokenKey);
  } catch {
    return null;
  }
}

export function storeAdminToken(token: string): void {
  try {
    window.localStorage.setItem(adminTokenKey, token);
  } catch {
    // Storage refused: the session simply does not survive a reload.
  }
}

export function clearAdminToken(): void {
  try {
    window.localStorage.removeItem(adminTokenKey);
  } catch {
    // Nothing was stored.
  }
}
