// POST /api/auth/logout with the ended session's token (docs/product/access.md#sessions-and-throttling: sign-out ends
// the session on the server).
// Sent after the local session is gone, so it carries the token itself, and `keepalive` lets it finish while the
// page moves on.
import { API_BASE } from '../api/api-client';

export async function endServerSession(token: string): Promise<void> {
  const response = await fetch(`${API_BASE}/auth/logout`, {
    method: 'POST',
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    keepalive: true,
  });
  if (!response.ok) throw new Error(`POST /auth/logout answered ${response.status}`);
}
